/// Hears which record the user picked in the Employee list list, so the module that opened it can go
/// on. Held weakly by the module, as every delegate is.
@MainActor
public protocol EmployeeListDelegate: AnyObject {
    /// The user selected the record with `id`.
    func employeeList(didSelect id: String)
}
