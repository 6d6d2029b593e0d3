import EmployeeListInterface
import Foundation

/// An ``EmployeeListDelegate`` that records what it hears, for the tests of the employee list module and of
/// the modules that open it.
@MainActor
public final class EmployeeListDelegateSpy: EmployeeListDelegate {
    /// The phone and mail URLs the module asked to open.
    public private(set) var opened: [URL] = []

    public init() {}

    public func employeeList(didOpen url: URL) {
        opened.append(url)
    }
}
