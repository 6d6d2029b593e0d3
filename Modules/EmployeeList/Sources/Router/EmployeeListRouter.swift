import ViperKit

/// Where the employee list goes: outside the app, to call or write to an employee (seed 003:
/// opening an external URL is a routing action).
@MainActor
protocol EmployeeListRouter: ViperRouter {
    /// Opens a `tel:` link to `phone`.
    func openCall(to phone: String)
    /// Opens a `mailto:` link to `email`.
    func openEmail(to email: String)
}
