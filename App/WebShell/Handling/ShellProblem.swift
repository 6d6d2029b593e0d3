import ViperKit

/// A request the shell refuses, as a typed value: the status, what the page says and where its
/// link leads.
struct ShellProblem: Error, Sendable, Equatable {
    /// The HTTP status.
    let status: Int
    /// The page's title.
    let title: String
    /// What went wrong, in words the user can act on.
    let message: String
    /// The path the page links to.
    let link: String
    /// The link's text.
    let linkTitle: String

    /// 400: the request is malformed.
    static func badRequest(_ message: String, link: String) -> ShellProblem {
        ShellProblem(status: 400, title: "Bad request", message: message, link: link, linkTitle: "Back to the app")
    }

    /// 403: the post does not carry this session's token.
    static func forbidden(link: String) -> ShellProblem {
        ShellProblem(
            status: 403,
            title: "Forbidden",
            message: "This form does not belong to your session (it may have expired). Reload the page and try again.",
            link: link,
            linkTitle: "Reload the page"
        )
    }

    /// 404: no screen answers the path.
    static func notFound(_ message: String, home: String) -> ShellProblem {
        ShellProblem(status: 404, title: "Not found", message: message, link: home, linkTitle: "Go to the home screen")
    }

    /// 409: the post was meant for a screen that is no longer shown, or for something that
    /// screen no longer offers.
    static func conflict(_ message: String, current: String) -> ShellProblem {
        ShellProblem(status: 409, title: "This page is out of date", message: message, link: current, linkTitle: "Go to the current screen")
    }

    /// 405: the method is not one the shell answers.
    static func methodNotAllowed(home: String) -> ShellProblem {
        ShellProblem(
            status: 405,
            title: "Method not allowed",
            message: "Pages are read with GET and forms are sent with POST.",
            link: home,
            linkTitle: "Go to the home screen"
        )
    }

    /// The page for a route that could not be built: 404 for an unknown path, 400 otherwise.
    static func route(_ error: RouteError, home: String) -> ShellProblem {
        switch error {
        case .notFound:
            .notFound(error.description, home: home)
        case .missingParameter, .invalidParameter:
            .badRequest(error.description, link: home)
        }
    }
}
