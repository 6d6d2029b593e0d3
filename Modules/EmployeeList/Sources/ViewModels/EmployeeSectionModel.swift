import Domain
import ViperKit

/// One employee's section of the list: a base-info cell, a cell per workplace, then a "Call" and a
/// "Text" button cell. The button cell models' actions call this section, which calls its
/// delegate, the presenter: a tap never goes through the view's own logic. Its words (the buttons'
/// titles, the photo's description) come from the string table it is given.
@MainActor
final class EmployeeSectionModel: SectionRowsRepresentable {
    /// Identifies the section within the screen (`employee-3`).
    let id: String
    /// The cell models, in order.
    private(set) var rows: [any CellIdentifiable] = []
    /// Handles the buttons, held weakly: the presenter holds nothing of the view's.
    weak var delegate: (any EmployeeSectionModelDelegate)?
    /// The employee the section shows.
    private let employee: Employee
    /// The module's words, in the language of the screen.
    private let strings: StringTable

    /// The section of `profile`'s employee, with its words from `strings`.
    init(_ profile: EmployeeProfile, strings: StringTable) {
        let employee = profile.employee
        self.employee = employee
        self.strings = strings
        id = "employee-\(employee.id)"
        rows.append(EmployeeBaseInfoCellModel(employee, photo: profile.photo, strings: strings))
        rows.append(contentsOf: employee.workplaces.map { EmployeeWorkplaceCellModel($0) })
        let call = ButtonCellModel(title: strings["employees.call"], detail: employee.phone) { [weak self] in
            self?.delegate?.didTapCall(withPhone: employee.phone)
        }
        let text = ButtonCellModel(title: strings["employees.text"], detail: employee.email) { [weak self] in
            self?.delegate?.didTapText(withEmail: employee.email)
        }
        rows.append(contentsOf: [call, text])
    }

    /// Shows `photo` in place of the initials: the base-info cell model is replaced, the other
    /// cell models are kept as they are.
    func showPhoto(_ photo: EmployeePhoto) {
        rows[0] = EmployeeBaseInfoCellModel(employee, photo: photo, strings: strings)
    }
}
