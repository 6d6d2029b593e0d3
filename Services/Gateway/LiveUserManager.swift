import Domain
import Networking

/// Domain's `UserManager` over a session's ``CredentialStore``: who logged in is known without
/// asking the API, so it holds while the API is down.
public struct LiveUserManager: UserManager {
    private let credentials: CredentialStore

    /// A manager reading `credentials`.
    public init(credentials: CredentialStore) {
        self.credentials = credentials
    }

    /// The signed-in user.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in.
    public func currentUser() async throws(ServiceError) -> User {
        guard let user = await credentials.signIn?.user else {
            throw .unauthorized
        }
        return user
    }
}
