/// The sentences a screen shows for a failed service call: one standard wording every module
/// shares, which a module overrides only where it has something more precise to say (what was
/// not found, what could not be read on the device).
///
/// ```swift
/// extension ServiceErrorWording {
///     static let itemsList = ServiceErrorWording(
///         notFound: "The items could not be found.",
///         storage: "The items couldn't be read from or saved on this device."
///     )
/// }
///
/// let message = ServiceErrorWording.itemsList.message(for: error)
/// ```
public struct ServiceErrorWording: Sendable {
    /// For ``ServiceError/unreachable``: the server could not be reached.
    public var unreachable: String
    /// For ``ServiceError/timeout``: the server was reached but did not answer in time (which a
    /// user can act on differently from having no connection).
    public var timeout: String
    /// For ``ServiceError/unauthorized``: the session expired or was revoked.
    public var sessionExpired: String
    /// For ``ServiceError/invalidCredentials``: outside the login screen, an expired session too.
    public var invalidCredentials: String
    /// For ``ServiceError/notFound``.
    public var notFound: String
    /// For ``ServiceError/invalidRequest(_:)``, given the server's reason.
    public var refused: @Sendable (_ reason: String) -> String
    /// For ``ServiceError/server(status:message:)`` and ``ServiceError/invalidResponse(_:)``.
    public var server: String
    /// For ``ServiceError/storage(_:)``: the device's own storage failed.
    public var storage: String
    /// For ``ServiceError/cancelled``.
    public var cancelled: String

    /// A wording with the standard sentence for every error but those given.
    public init(
        unreachable: String = "Can't reach the server. Check your connection and try again.",
        timeout: String = "The server is taking too long to answer. Try again in a moment.",
        sessionExpired: String = "Your session has expired. Log in again to continue.",
        invalidCredentials: String? = nil,
        notFound: String = "What you asked for could not be found.",
        refused: @escaping @Sendable (_ reason: String) -> String = { "The request was refused: \($0)" },
        server: String = "The server had a problem. Try again in a moment.",
        storage: String = "Something couldn't be read from or saved on this device. Try again.",
        cancelled: String = "The operation was cancelled."
    ) {
        self.unreachable = unreachable
        self.timeout = timeout
        self.sessionExpired = sessionExpired
        self.invalidCredentials = invalidCredentials ?? sessionExpired
        self.notFound = notFound
        self.refused = refused
        self.server = server
        self.storage = storage
        self.cancelled = cancelled
    }

    /// The standard sentences.
    public static let standard = ServiceErrorWording()

    /// The sentence for `error`.
    public func message(for error: ServiceError) -> String {
        switch error {
        case .unreachable: unreachable
        case .timeout: timeout
        case .unauthorized: sessionExpired
        case .invalidCredentials: invalidCredentials
        case .notFound: notFound
        case .invalidRequest(let reason): refused(reason)
        case .server, .invalidResponse: server
        case .storage: storage
        case .cancelled: cancelled
        }
    }
}
