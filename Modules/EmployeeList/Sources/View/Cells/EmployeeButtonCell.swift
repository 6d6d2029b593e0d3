import ViperKit

/// Draws a button row; pressing it runs the cell model's action, which its section model set up
/// to reach the presenter.
enum EmployeeButtonCell: EmployeeCell {
    static func row(for model: any EmployeeCellModel, id: String) -> ScreenRow? {
        guard let model = model as? EmployeeButtonCellModel else { return nil }
        return ScreenRow(id: id, kind: model.cellKind, title: model.title, detail: model.detail, isSelectable: true)
    }

    static func didPress(_ model: any EmployeeCellModel) {
        (model as? EmployeeButtonCellModel)?.action?()
    }
}
