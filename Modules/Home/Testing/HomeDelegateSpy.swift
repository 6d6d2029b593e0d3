import HomeInterface

/// A ``HomeDelegate`` that records what it hears, for the tests of the home module and of
/// the modules that open it.
@MainActor
public final class HomeDelegateSpy: HomeDelegate {
    /// How many times the user logged out.
    public private(set) var loggedOut: Int = 0

    public init() {}

    public func homeDidLogOut() {
        loggedOut += 1
    }
}
