import Domain
import Synchronization

/// A session's login service that also reads the person's feature flags once their login
/// succeeds, inside the login module's own work (while it shows "Logging in…"), so the flow knows
/// which implementation serves them before it builds the first screen after login.
///
/// ```swift
/// let auth = FlagReadingAuthService(base: services.auth, flags: services.flags)
/// _ = try await auth.logIn(username: "alice", password: password)
/// let plugins = FeaturePlugins.all(services: services, login: nil, flags: auth.values)
/// ```
final class FlagReadingAuthService: AuthService {
    private let base: any AuthService
    private let flags: any FeatureFlags
    private let read = Mutex<[String: Bool]>([:])

    /// Logs in through `base` and reads `flags` after each login.
    init(base: any AuthService, flags: any FeatureFlags) {
        self.base = base
        self.flags = flags
    }

    /// The flags read at the last login (empty before one, and after a logout): every flag absent
    /// has its default.
    var values: [String: Bool] { read.withLock { $0 } }

    func logIn(username: String, password: String) async throws(ServiceError) -> SignIn {
        let signIn = try await base.logIn(username: username, password: password)
        // Flags choose an implementation; they never stop a login: unread, each has its default.
        let values = (try? await flags.values().value) ?? [:]
        read.withLock { $0 = values }
        return signIn
    }

    func logOut() async {
        read.withLock { $0 = [:] }
        await base.logOut()
    }
}
