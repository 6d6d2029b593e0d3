import FinalScreenInterface

/// A ``FinalScreenDelegate`` that counts the closes it hears about.
@MainActor
final class FinalScreenDelegateSpy: FinalScreenDelegate {
    private(set) var closes = 0

    func finalScreenDidClose() {
        closes += 1
    }
}
