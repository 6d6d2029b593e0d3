import Domain

/// Domain's `AuthService` over the demo API: logging in stores the session in the client's
/// ``CredentialStore``; logging out forgets it and tells the server.
public struct RemoteAuthService: AuthService {
    private let client: APIClient

    /// A service calling the API through `client`.
    public init(client: APIClient) {
        self.client = client
    }

    /// Logs in and keeps the session for the following calls.
    /// - Throws: ``ServiceError/invalidCredentials`` when the username or password is wrong.
    public func logIn(username: String, password: String) async throws(ServiceError) -> AuthSession {
        let session = try await client.logIn(username: username, password: password)
        await client.credentials.store(session)
        return session
    }

    /// Forgets the token at once, then asks the server to end the session; a server that cannot
    /// be reached does not keep the user logged in.
    public func logOut() async {
        guard let session = await client.credentials.clear() else {
            return
        }
        try? await client.logOut(token: session.token)
    }
}
