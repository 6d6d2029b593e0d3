import NIOCore
import ViperKit

/// What the shell answers, before it becomes an HTTP response.
struct ShellResponse: Sendable {
    /// What kind of answer it is, which decides its headers.
    enum Kind: Sendable, Equatable {
        /// An HTML page; the nonce is the one its stylesheet carries for the CSP.
        case page(nonce: String)
        /// `303 See Other` to a path in the app.
        case redirect(location: String)
        /// Plain text (health checks).
        case text
    }

    /// The HTTP status code.
    var status: Int
    /// What kind of answer it is.
    var kind: Kind
    /// The body.
    var body: ByteBuffer
    /// The `Set-Cookie` values: the session's when the request started it or its tokens changed,
    /// and the browser's device id when it had none.
    var setCookies: [String] = []

    /// A 303 redirect to `path`.
    static func seeOther(_ path: String) -> ShellResponse {
        ShellResponse(status: 303, kind: .redirect(location: path.safeAppPath), body: ByteBuffer())
    }

    /// A plain-text answer.
    static func text(_ text: String, status: Int = 200) -> ShellResponse {
        ShellResponse(status: status, kind: .text, body: ByteBuffer(string: text))
    }

    /// The page of `problem`, in `words`' language.
    static func problem(_ problem: ShellProblem, appName: String, words: StringTable) -> ShellResponse {
        let nonce = SessionToken.make()
        return ShellResponse(
            status: problem.status,
            kind: .page(nonce: nonce),
            body: ProblemRenderer.page(problem, appName: appName, words: words).filled(nonce: nonce, csrfToken: "")
        )
    }
}
