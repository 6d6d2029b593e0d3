import HomeInterface

/// A ``HomeDelegate`` that records what it hears.
@MainActor
final class HomeDelegateSpy: HomeDelegate {
    private(set) var finished = 0

    func homeDidFinish() {
        finished += 1
    }
}
