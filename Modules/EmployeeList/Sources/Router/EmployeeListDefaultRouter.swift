import EmployeeListInterface

/// Reports selections to the module's delegate (seed 003: delegate calls live in the router).
@MainActor
public final class EmployeeListDefaultRouter: EmployeeListRouter {
    /// The module's delegate, held weakly.
    public weak var delegate: (any EmployeeListDelegate)?

    /// Creates the router reporting to `delegate`.
    public init(delegate: (any EmployeeListDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    public func notifyDidSelect(_ record: EmployeeListRecord) {
        delegate?.employeeList(didSelect: record.id)
    }
}
