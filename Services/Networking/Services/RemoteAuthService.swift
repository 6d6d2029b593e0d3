import Domain

/// Domain's `AuthService` over the demo API: logging in stores the session in the client's
/// ``CredentialStore``; logging out forgets it at once and has it revoked on the server.
///
/// ```swift
/// // The app: the order outbox revokes the token, now or once the API answers.
/// RemoteAuthService(client: client, revoke: { await sender.sessionEnded($0) })
/// ```
public struct RemoteAuthService: AuthService {
    private let client: APIClient
    private let revoke: @Sendable (AuthSession) async -> Void

    /// A service calling the API through `client`; a session logged out is handed to `revoke`,
    /// which by default asks the server to end it once (an unreachable server is not asked again).
    public init(client: APIClient, revoke: (@Sendable (AuthSession) async -> Void)? = nil) {
        self.client = client
        self.revoke = revoke ?? { session in try? await client.logOut(token: session.token) }
    }

    /// Logs in and keeps the session for the following calls.
    /// - Throws: ``ServiceError/invalidCredentials`` when the username or password is wrong.
    public func logIn(username: String, password: String) async throws(ServiceError) -> AuthSession {
        let session = try await client.logIn(username: username, password: password)
        await client.credentials.store(session)
        return session
    }

    /// Forgets the token at once, then has the session revoked; a server that cannot be reached
    /// does not keep the user logged in.
    public func logOut() async {
        guard let session = await client.credentials.clear() else {
            return
        }
        await revoke(session)
    }
}
