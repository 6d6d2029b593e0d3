import ViperKit

/// A cell of the employee list that shows a model, as a table view cell does: the view makes the
/// cell registered for a model's kind, gives it the model, and the cell draws its row from it and
/// reacts when the row is pressed.
@MainActor
protocol ModelRepresentable {
    /// A cell with no model yet.
    init()
    /// The cell model it shows.
    var model: (any CellIdentifiable)? { get set }
    /// The row drawing ``model`` with id `id`, or `nil` when the model is not this cell's kind.
    func row(id: String) -> ScreenRow?
    /// Its row was pressed.
    func didPress()
}

extension ModelRepresentable {
    /// Rows that are not buttons do nothing when pressed.
    func didPress() {}
}
