/// Logs users in and out.
public protocol AuthService: Sendable {
    /// Checks the credentials and opens a session.
    /// - Throws: ``ServiceError/invalidCredentials`` when they are wrong.
    func logIn(username: String, password: String) async throws(ServiceError) -> AuthSession
    /// Ends the current session, if any.
    func logOut() async
}
