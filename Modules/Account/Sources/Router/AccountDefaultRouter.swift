import AccountInterface

/// Reports selections to the module's delegate (seed 003: delegate calls live in the router).
@MainActor
public final class AccountDefaultRouter: AccountRouter {
    /// The module's delegate, held weakly.
    public weak var delegate: (any AccountDelegate)?

    /// Creates the router reporting to `delegate`.
    public init(delegate: (any AccountDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    public func notifyDidSelect(_ record: AccountRecord) {
        delegate?.account(didSelect: record.id)
    }
}
