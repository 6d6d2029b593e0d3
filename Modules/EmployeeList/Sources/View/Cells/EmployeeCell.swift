import ViperKit

/// A kind of row of the employee list, as a table view cell class is: it draws its cell model as
/// a ``ScreenRow`` and reacts when its row is pressed. The view registers one per cell kind.
@MainActor
protocol EmployeeCell {
    /// The row drawing `model` with id `id`, or `nil` when `model` is not this cell's kind.
    static func row(for model: any EmployeeCellModel, id: String) -> ScreenRow?
    /// The row drawing `model` was pressed.
    static func didPress(_ model: any EmployeeCellModel)
}

extension EmployeeCell {
    /// Rows that are not buttons do nothing when pressed.
    static func didPress(_ model: any EmployeeCellModel) {}
}
