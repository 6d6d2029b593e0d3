import Domain

/// The sign-in of one browser session's user (bearer token and user): ``RemoteAuthService`` stores
/// it when logging in and clears it when logging out, ``APIClient`` sends its token with every
/// authenticated request, and the app knows who is logged in even when the API is down.
public actor CredentialStore {
    /// The current sign-in, `nil` when logged out.
    public private(set) var signIn: SignIn?
    /// Told about every sign-in stored (the order outbox keeps each user's latest).
    private let didStore: (@Sendable (SignIn) async -> Void)?
    /// Told when the server refused the current sign-in's token.
    private let didRefuse: (@Sendable () async -> Void)?

    /// A store holding `signIn` (none by default); `didStore` is told about every sign-in
    /// stored later, `didRefuse` about the server refusing the current one (see ``refused(_:)``).
    public init(
        signIn: SignIn? = nil,
        didStore: (@Sendable (SignIn) async -> Void)? = nil,
        didRefuse: (@Sendable () async -> Void)? = nil
    ) {
        self.signIn = signIn
        self.didStore = didStore
        self.didRefuse = didRefuse
    }

    /// The current bearer token, `nil` when logged out.
    public var token: String? { signIn?.token }

    /// Replaces the current sign-in, then tells the observer given at creation.
    public func store(_ signIn: SignIn) async {
        self.signIn = signIn
        await didStore?(signIn)
    }

    /// The server answered 401 to a request sent with `token`: when that is still the current
    /// sign-in's token, the sign-in is forgotten (it expired or was revoked) and the observer told.
    /// A token already replaced by a new login is ignored, so a late answer cannot log the new
    /// sign-in out.
    public func refused(_ token: String) async {
        guard let signIn, signIn.token == token else { return }
        self.signIn = nil
        await didRefuse?()
    }

    /// Forgets the current sign-in and returns it.
    @discardableResult
    public func clear() -> SignIn? {
        defer { signIn = nil }
        return signIn
    }
}
