/// A section model of the employee list: the section's id and the cell models of its rows, in order.
@MainActor
protocol SectionRowsRepresentable: AnyObject {
    /// Identifies the section within the screen.
    var id: String { get }
    /// The cell models, in order.
    var rows: [any CellIdentifiable] { get }
}
