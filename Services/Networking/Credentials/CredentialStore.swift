import Domain

/// The session of one app session's user (bearer token and user): ``RemoteAuthService`` stores
/// it when logging in and clears it when logging out, ``APIClient`` sends its token with every
/// authenticated request, and the app knows who is logged in even when the API is down.
public actor CredentialStore {
    /// The current session, `nil` when logged out.
    public private(set) var session: AuthSession?
    /// Told about every session stored (the order outbox keeps each user's latest).
    private let didStore: (@Sendable (AuthSession) async -> Void)?
    /// Told when the server refused the current session's token.
    private let didRefuse: (@Sendable () async -> Void)?

    /// A store holding `session` (none by default); `didStore` is told about every session
    /// stored later, `didRefuse` about the server refusing the current one (see ``refused(_:)``).
    public init(
        session: AuthSession? = nil,
        didStore: (@Sendable (AuthSession) async -> Void)? = nil,
        didRefuse: (@Sendable () async -> Void)? = nil
    ) {
        self.session = session
        self.didStore = didStore
        self.didRefuse = didRefuse
    }

    /// The current bearer token, `nil` when logged out.
    public var token: String? { session?.token }

    /// Replaces the current session, then tells the observer given at creation.
    public func store(_ session: AuthSession) async {
        self.session = session
        await didStore?(session)
    }

    /// The server answered 401 to a request sent with `token`: when that is still the current
    /// session's token, the session is forgotten (it expired or was revoked) and the observer told.
    /// A token already replaced by a new login is ignored, so a late answer cannot log the new
    /// session out.
    public func refused(_ token: String) async {
        guard let session, session.token == token else { return }
        self.session = nil
        await didRefuse?()
    }

    /// Forgets the current session and returns it.
    @discardableResult
    public func clear() -> AuthSession? {
        defer { session = nil }
        return session
    }
}
