import Domain
import Storage

extension UserStore {
    /// Adds user `username` (display name and password hash made up) and returns them: the owner
    /// items and contacts need.
    func insert(_ username: String) async throws -> User {
        try await insert(username: username, displayName: username.capitalized, passwordHash: "$2b$04$hash")
    }
}
