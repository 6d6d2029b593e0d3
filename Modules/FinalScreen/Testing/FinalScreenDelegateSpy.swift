import FinalScreenInterface

/// A ``FinalScreenDelegate`` that records what it hears, for the tests of the final screen module and of
/// the modules that open it.
@MainActor
public final class FinalScreenDelegateSpy: FinalScreenDelegate {
    /// How many times the final screen asked to be closed.
    public private(set) var closes: Int = 0

    public init() {}

    public func finalScreenDidClose() {
        closes += 1
    }
}
