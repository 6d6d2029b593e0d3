import ViperKit

/// The parts of an HTTP request the shell acts on, read off the connection before the request
/// is handled on the main actor.
struct ShellRequest: Sendable {
    /// The request's method, as far as the shell cares.
    enum Method: Sendable, Equatable {
        /// Read a page.
        case get
        /// Read a page's headers.
        case head
        /// Send a form.
        case post
        /// Anything else (refused with 405).
        case other
    }

    /// The method.
    let method: Method
    /// The path, still percent-encoded, as the route it names.
    let path: String
    /// The query string without `?`, if any.
    let query: String?
    /// The address the request came from (the browser's, or its proxy's), if known.
    let clientAddress: String?
    /// The session cookie's value, if the browser sent one.
    let sessionID: String?
    /// The device cookie's value, if the browser sent a well-formed one.
    let deviceID: String?
    /// The `Accept-Language` header, which chooses a new session's language.
    let acceptLanguage: String?
    /// The form a POST sent, decoded, or why it could not be read; empty for other methods.
    let form: Result<FormData, FormError>

    /// The language `session` speaks, or the one the browser asks for when there is no session.
    @MainActor
    func language(of session: WebSession?) -> Language {
        session?.flow.language ?? Language(acceptLanguage: acceptLanguage)
    }
}
