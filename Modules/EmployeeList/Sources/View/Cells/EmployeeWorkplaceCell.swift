import ViperKit

/// Draws one place an employee works at.
enum EmployeeWorkplaceCell: EmployeeCell {
    static func row(for model: any EmployeeCellModel, id: String) -> ScreenRow? {
        guard let model = model as? EmployeeWorkplaceCellModel else { return nil }
        return ScreenRow(id: id, kind: model.cellKind, title: model.workplace, tone: .secondary)
    }
}
