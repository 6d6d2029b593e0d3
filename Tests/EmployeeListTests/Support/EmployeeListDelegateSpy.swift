import EmployeeListInterface
import Foundation

/// An ``EmployeeListDelegate`` that records the links it hears about.
@MainActor
final class EmployeeListDelegateSpy: EmployeeListDelegate {
    private(set) var opened: [URL] = []

    func employeeList(didOpen url: URL) {
        opened.append(url)
    }
}
