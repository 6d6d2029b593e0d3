import OrderEntryInterface

/// Reports accepted submissions to the module's delegate (seed 003: delegate calls live in the router).
@MainActor
public final class OrderEntryDefaultRouter: OrderEntryRouter {
    /// The module's delegate, held weakly.
    public weak var delegate: (any OrderEntryDelegate)?

    /// Creates the router reporting to `delegate`.
    public init(delegate: (any OrderEntryDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    public func notifyDidSubmit(_ submission: OrderEntrySubmission) {
        _ = submission  // the skeleton: the order entry engineer reports saved orders through orderEntry(didSave:)
    }
}
