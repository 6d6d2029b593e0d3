import HomeInterface

/// Reports to the module's delegate (seed 003: delegate calls live in the router).
@MainActor
public final class HomeDefaultRouter: HomeRouter {
    /// The module's delegate, held weakly.
    public weak var delegate: (any HomeDelegate)?

    /// Creates the router reporting to `delegate`.
    public init(delegate: (any HomeDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    public func notifyDidFinish() {
        delegate?.homeDidFinish()
    }
}
