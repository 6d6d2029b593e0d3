@testable import EmployeeList

/// An ``EmployeeSectionModelDelegate`` that records the taps it hears about.
@MainActor
final class SectionDelegateSpy: EmployeeSectionModelDelegate {
    private(set) var calls: [String] = []
    private(set) var texts: [String] = []

    func didTapCall(withPhone phoneNumber: String) { calls.append(phoneNumber) }
    func didTapText(withEmail email: String) { texts.append(email) }
}
