import FinalScreenInterface

/// Reports to the module's delegate (seed 003: delegate calls live in the router).
@MainActor
public final class FinalScreenDefaultRouter: FinalScreenRouter {
    /// The module's delegate, held weakly.
    public weak var delegate: (any FinalScreenDelegate)?

    /// Creates the router reporting to `delegate`.
    public init(delegate: (any FinalScreenDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    public func notifyDidFinish() {
        delegate?.finalScreenDidFinish()
    }
}
