import ViperKit

/// What every cell model of the employee list is: the identifier of the cell that draws it (its
/// cell kind, as a table view's reuse identifier) and the height of its row.
@MainActor
protocol CellIdentifiable: AnyObject {
    /// Which cell draws the model: the view dequeues the cell registered for this kind.
    var cellKind: CellKind { get }
    /// How tall the row is drawn.
    var cellHeight: RowHeight { get }
}

extension CellIdentifiable {
    /// Every cell of the employee list is as tall as its content.
    var cellHeight: RowHeight { .automatic }
}
