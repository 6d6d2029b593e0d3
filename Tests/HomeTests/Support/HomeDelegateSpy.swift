import HomeInterface

/// A ``HomeDelegate`` that records what it hears.
@MainActor
final class HomeDelegateSpy: HomeDelegate {
    private(set) var loggedOut = 0

    func homeDidLogOut() {
        loggedOut += 1
    }
}
