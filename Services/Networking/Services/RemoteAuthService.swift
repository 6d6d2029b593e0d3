import Domain

/// Domain's `AuthService` over the demo API: logging in stores the sign-in in the client's
/// ``CredentialStore``; logging out forgets it at once and has it revoked on the server.
///
/// ```swift
/// // The app: the order outbox revokes the token, now or once the API answers.
/// RemoteAuthService(client: client, revoke: { await sender.signInEnded($0) })
/// ```
public struct RemoteAuthService: AuthService {
    private let client: APIClient
    private let revoke: @Sendable (SignIn) async -> Void

    /// A service calling the API through `client`; a sign-in logged out is handed to `revoke`,
    /// which by default asks the server to end it once (an unreachable server is not asked again).
    public init(client: APIClient, revoke: (@Sendable (SignIn) async -> Void)? = nil) {
        self.client = client
        self.revoke = revoke ?? { signIn in try? await client.logOut(token: signIn.token) }
    }

    /// Logs in and keeps the sign-in for the following calls.
    /// - Throws: ``ServiceError/invalidCredentials`` when the username or password is wrong.
    public func logIn(username: String, password: String) async throws(ServiceError) -> SignIn {
        let signIn = try await client.logIn(username: username, password: password)
        await client.credentials.store(signIn)
        return signIn
    }

    /// Forgets the token at once, then has the sign-in revoked; a server that cannot be reached
    /// does not keep the user logged in.
    public func logOut() async {
        guard let signIn = await client.credentials.clear() else {
            return
        }
        await revoke(signIn)
    }
}
