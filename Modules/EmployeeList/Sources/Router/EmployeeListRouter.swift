import ViperKit

/// Where the Employee list module sends the user's selection.
@MainActor
public protocol EmployeeListRouter: ViperRouter {
    /// Tells the module that opened this one that `record` was selected.
    func notifyDidSelect(_ record: EmployeeListRecord)
}
