import ViperKit

/// What the shell answers, before it becomes an HTTP response.
struct ShellResponse: Sendable {
    /// What kind of answer it is, which decides its headers.
    enum Kind: Sendable, Equatable {
        /// An HTML page, drawn with holes for the per-response values, and the session's CSRF
        /// token (empty for a page with no form of the session's). The responder fills the holes
        /// with the token and a nonce of the response's own, off the main actor.
        case page(PageTemplate, csrfToken: String)
        /// `303 See Other` to a path in the app.
        case redirect(location: String)
        /// Plain text (health checks).
        case text(String)
    }

    /// The HTTP status code.
    var status: Int
    /// What kind of answer it is, with what its body is made of (a redirect has none).
    var kind: Kind
    /// The `Set-Cookie` values: the session's when the request started it or its tokens changed,
    /// and the browser's device id when it had none.
    var setCookies: [String] = []
    /// How many seconds the browser should wait before asking again (`Retry-After`), if at all.
    var retryAfter: Int?
    /// The methods the shell takes, for a 405 (`Allow`); empty otherwise.
    var allow: [String] = []

    /// A 303 redirect to `path`.
    static func seeOther(_ path: String) -> ShellResponse {
        ShellResponse(status: 303, kind: .redirect(location: path.safeAppPath))
    }

    /// A plain-text answer.
    static func text(_ text: String, status: Int = 200) -> ShellResponse {
        ShellResponse(status: status, kind: .text(text))
    }

    /// A page drawn as `template`, its forms carrying `csrfToken`.
    static func page(_ template: PageTemplate, csrfToken: String, status: Int = 200) -> ShellResponse {
        ShellResponse(status: status, kind: .page(template, csrfToken: csrfToken))
    }

    /// The page of `problem`, in `words`' language.
    static func problem(_ problem: ShellProblem, appName: String, words: StringTable) -> ShellResponse {
        var response = ShellResponse.page(ProblemRenderer.page(problem, appName: appName, words: words), csrfToken: "", status: problem.status)
        response.retryAfter = problem.retryAfter
        response.allow = problem.allow
        return response
    }
}
