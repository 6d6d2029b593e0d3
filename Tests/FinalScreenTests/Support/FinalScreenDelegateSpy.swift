import FinalScreenInterface

/// A ``FinalScreenDelegate`` that records what it hears.
@MainActor
final class FinalScreenDelegateSpy: FinalScreenDelegate {
    private(set) var finished = 0

    func finalScreenDidFinish() {
        finished += 1
    }
}
