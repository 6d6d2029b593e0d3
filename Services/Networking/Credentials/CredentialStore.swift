/// The bearer token of one user session: ``RemoteAuthService`` stores it when logging in and
/// clears it when logging out, ``APIClient`` sends it with every authenticated request.
public actor CredentialStore {
    /// The current bearer token, `nil` when logged out.
    public private(set) var token: String?

    /// A store holding `token` (none by default).
    public init(token: String? = nil) {
        self.token = token
    }

    /// Replaces the current token.
    public func store(_ token: String) {
        self.token = token
    }

    /// Forgets the current token and returns it.
    @discardableResult
    public func clear() -> String? {
        defer { token = nil }
        return token
    }
}
