/// Logs users in and out.
public protocol AuthService: Sendable {
    /// Checks the credentials and opens a sign-in.
    /// - Throws: ``ServiceError/invalidCredentials`` when they are wrong.
    func logIn(username: String, password: String) async throws(ServiceError) -> SignIn
    /// Ends the current sign-in, if any.
    func logOut() async
}
