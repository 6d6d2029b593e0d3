import Domain
import Synchronization
import ViperKit

/// A ``UserManager`` with one logged-in user (the demo user, id 1) that counts its calls.
public final class UserManagerStub: UserManager {
    /// Creates one with nothing recorded.
    public init() {}

    private let count = Mutex(0)

    /// How many times it was asked.
    public var callCount: Int { count.withLock { $0 } }

    /// The demo user; counts the call.
    public func currentUser() async throws(ServiceError) -> User {
        count.withLock { $0 += 1 }
        CostMeter.recordCall("UserManager.currentUser")
        return User(id: 1, username: "demo", displayName: "Demo User")
    }
}
