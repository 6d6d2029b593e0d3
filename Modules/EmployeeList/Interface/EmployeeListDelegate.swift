import Foundation

/// Hears when the user reached out to an employee from the list (called or wrote to them), so
/// the module that opened the list can note it. Held weakly by the module, as every delegate is.
@MainActor
public protocol EmployeeListDelegate: AnyObject {
    /// The list opened `url`, a `tel:` or `mailto:` link to an employee.
    func employeeList(didOpen url: URL)
}
