import ViperKit

/// Draws one place an employee works at.
struct EmployeeWorkplaceCell: ModelRepresentable {
    var model: (any CellIdentifiable)?

    func row(id: String) -> ScreenRow? {
        guard let model = model as? EmployeeWorkplaceCellModel else { return nil }
        return ScreenRow(id: id, kind: model.cellKind, title: model.workplace, tone: .secondary, height: model.cellHeight)
    }
}
