import ViperKit

/// Draws a button row; pressing it runs the cell model's action, which its section model set up
/// to reach the presenter.
struct ButtonCell: ModelRepresentable {
    var model: (any CellIdentifiable)?

    func row(id: String) -> ScreenRow? {
        guard let model = model as? ButtonCellModel else { return nil }
        return ScreenRow(id: id, kind: model.cellKind, title: model.title, detail: model.detail, isSelectable: true, height: model.cellHeight)
    }

    func didPress() {
        (model as? ButtonCellModel)?.action?()
    }
}
