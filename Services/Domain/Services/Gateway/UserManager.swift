/// Knows who is logged in.
public protocol UserManager: Sendable {
    /// The logged-in user.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is.
    func currentUser() async throws(ServiceError) -> User
}
