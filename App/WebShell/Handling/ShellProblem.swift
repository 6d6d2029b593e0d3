import ServerKit
import ViperKit

/// A request the shell refuses, as a typed value: the status, what the page says and where its
/// link leads. Its words are keys of the shell's string table, worded in the session's language
/// when the page is drawn.
struct ShellProblem: Error, Sendable, Equatable {
    /// What the page says went wrong.
    enum Message: Sendable, Equatable {
        /// A sentence of the shell's table, by key.
        case words(String)
        /// A route that could not be built, worded in the page's language.
        case route(RouteError)
        /// A technical detail about a malformed request, shown as it is.
        case detail(String)
        /// A sentence of the shell's table, by key, with a count filled in (`%d`).
        case counted(String, Int)
    }

    /// The HTTP status.
    let status: Int
    /// The key of the page's title.
    let title: String
    /// What went wrong, in words the user can act on.
    let message: Message
    /// The path the page links to.
    let link: String
    /// The key of the link's text.
    let linkTitle: String
    /// How many seconds to wait before asking again (a 429's `Retry-After`), if the page says so.
    var retryAfter: Int?
    /// The methods the shell takes (a 405's `Allow`); empty for any other problem.
    var allow: [String] = []

    /// 400: the request is malformed.
    static func badRequest(_ detail: String, link: String) -> ShellProblem {
        badRequest(.detail(detail), link: link)
    }

    /// 400 saying `message`.
    private static func badRequest(_ message: Message, link: String) -> ShellProblem {
        ShellProblem(status: 400, title: "shell.problem.bad-request", message: message, link: link, linkTitle: "shell.problem.back-to-app")
    }

    /// 403: the post does not carry this session's token.
    static func forbidden(link: String) -> ShellProblem {
        ShellProblem(
            status: 403, title: "shell.problem.forbidden", message: .words("shell.problem.forbidden.message"), link: link,
            linkTitle: "shell.problem.reload")
    }

    /// 409: the post was meant for a screen that is no longer shown, or for something that
    /// screen no longer offers; `reason` is the key of the sentence saying which.
    static func conflict(_ reason: String, current: String) -> ShellProblem {
        ShellProblem(status: 409, title: "shell.problem.conflict", message: .words(reason), link: current, linkTitle: "shell.problem.current")
    }

    /// 429: the session switched the language more often than a minute allows, and may again after
    /// `retryAfter` (rounded up to whole seconds); the page links back to the screen shown, in the
    /// language it speaks.
    static func tooManyLanguageSwitches(current: String, retryAfter: Duration) -> ShellProblem {
        ShellProblem(
            status: 429, title: "shell.problem.too-many-switches", message: .words("shell.problem.too-many-switches.message"), link: current,
            linkTitle: "shell.problem.current", retryAfter: retryAfter.retryAfterSeconds)
    }

    /// 503: too many people are logging in for this login to wait its turn; it may be tried again
    /// after `retryAfter` (rounded up to whole seconds, which the page says). The page links back
    /// to the screen the login was posted from.
    static func tooManyLogins(current: String, retryAfter: Duration) -> ShellProblem {
        let seconds = retryAfter.retryAfterSeconds
        return ShellProblem(
            status: 503, title: "shell.problem.busy", message: .counted("shell.problem.busy.message", seconds), link: current,
            linkTitle: "shell.problem.current", retryAfter: seconds)
    }

    /// 405: the method is not one the shell answers.
    static func methodNotAllowed(home: String) -> ShellProblem {
        ShellProblem(
            status: 405, title: "shell.problem.method", message: .words("shell.problem.method.message"), link: home,
            linkTitle: "shell.problem.home", allow: ["GET", "HEAD", "POST"])
    }

    /// The page for a route that could not be built: 404 for an unknown path, 400 otherwise.
    static func route(_ error: RouteError, home: String) -> ShellProblem {
        switch error {
        case .notFound:
            ShellProblem(status: 404, title: "shell.problem.not-found", message: .route(error), link: home, linkTitle: "shell.problem.home")
        case .missingParameter, .invalidParameter:
            .badRequest(.route(error), link: home)
        }
    }

    /// The message in `words`' language.
    func message(in words: StringTable) -> String {
        switch message {
        case .words(let key): words[key]
        case .route(let error): error.description(in: words.language)
        case .detail(let detail): detail
        case .counted(let key, let count): String(format: words[key], locale: words.language.locale, count)
        }
    }
}
