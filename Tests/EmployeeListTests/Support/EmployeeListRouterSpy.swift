@testable import EmployeeList

/// An ``EmployeeListRouter`` that records the links it was asked to open.
@MainActor
final class EmployeeListRouterSpy: EmployeeListRouter {
    private(set) var calls: [String] = []
    private(set) var emails: [String] = []

    func openCall(to phone: String) { calls.append(phone) }
    func openEmail(to email: String) { emails.append(email) }
}
