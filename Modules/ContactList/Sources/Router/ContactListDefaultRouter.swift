import ContactListInterface

/// Reports selections to the module's delegate (seed 003: delegate calls live in the router).
@MainActor
public final class ContactListDefaultRouter: ContactListRouter {
    /// The module's delegate, held weakly.
    public weak var delegate: (any ContactListDelegate)?

    /// Creates the router reporting to `delegate`.
    public init(delegate: (any ContactListDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    public func notifyDidSelect(_ record: ContactListRecord) {
        delegate?.contactList(didSelect: record.id)
    }
}
