import Domain

/// The session of one app session's user (bearer token and user): ``RemoteAuthService`` stores
/// it when logging in and clears it when logging out, ``APIClient`` sends its token with every
/// authenticated request, and the app knows who is logged in even when the API is down.
public actor CredentialStore {
    /// The current session, `nil` when logged out.
    public private(set) var session: AuthSession?
    /// Told about every session stored (the order outbox keeps each user's latest).
    private let didStore: (@Sendable (AuthSession) async -> Void)?

    /// A store holding `session` (none by default); `didStore` is told about every session
    /// stored later.
    public init(session: AuthSession? = nil, didStore: (@Sendable (AuthSession) async -> Void)? = nil) {
        self.session = session
        self.didStore = didStore
    }

    /// The current bearer token, `nil` when logged out.
    public var token: String? { session?.token }

    /// Replaces the current session, then tells the observer given at creation.
    public func store(_ session: AuthSession) async {
        self.session = session
        await didStore?(session)
    }

    /// Forgets the current session and returns it.
    @discardableResult
    public func clear() -> AuthSession? {
        defer { session = nil }
        return session
    }
}
