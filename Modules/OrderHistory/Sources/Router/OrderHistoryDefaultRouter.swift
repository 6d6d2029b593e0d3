import OrderHistoryInterface

/// Reports selections to the module's delegate (seed 003: delegate calls live in the router).
@MainActor
public final class OrderHistoryDefaultRouter: OrderHistoryRouter {
    /// The module's delegate, held weakly.
    public weak var delegate: (any OrderHistoryDelegate)?

    /// Creates the router reporting to `delegate`.
    public init(delegate: (any OrderHistoryDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    public func notifyDidSelect(_ record: OrderHistoryRecord) {
        delegate?.orderHistory(didSelect: record.id)
    }
}
