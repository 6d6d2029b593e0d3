import Domain
import Synchronization

/// An in-memory `UserManager`: answers with ``user`` (``FakeOrderData/user`` by default), or
/// ``ServiceError/unauthorized`` when it is `nil`.
public final class FakeUserManager: UserManager, FakeControllable {
    /// What it records and is told (see ``FakeControllable``).
    public let controls = FakeControls<String, String>(service: "UserManager")
    private let state: Mutex<User?>

    /// A manager whose logged-in user is `user` (nobody when `nil`).
    public init(user: User? = FakeOrderData.user) {
        state = Mutex(user)
    }

    /// The logged-in user, `nil` for nobody.
    public var user: User? {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }

    /// The logged-in user.
    /// - Throws: an injected failure; ``ServiceError/unauthorized`` when nobody is logged in.
    public func currentUser() async throws(ServiceError) -> User {
        try await controls.begin("currentUser", kind: "currentUser")
        guard let user else { throw .unauthorized }
        return user
    }
}
