import Domain

/// A ``UserManager`` with the demo user logged in.
@MainActor
final class UserManagerSpy: UserManager {
    func currentUser() async throws(ServiceError) -> User {
        User(id: 1, username: "demo", displayName: "Demo")
    }
}
