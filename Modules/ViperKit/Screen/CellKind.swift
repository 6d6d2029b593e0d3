/// How a row is drawn, as a cell identifier picks a cell in a table view. Modules may define
/// their own kinds (an employee's workplace row is `employee.workplace`); a shell draws kinds it
/// does not know as `.basic`.
public struct CellKind: RawRepresentable, Hashable, Sendable {
    /// The identifier, for example `"basic"` or `"employee.workplace"`.
    public var rawValue: String

    /// Creates a kind from its identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A title, optionally with detail text.
    public static let basic = CellKind(rawValue: "basic")
    /// A title over a subtitle.
    public static let subtitle = CellKind(rawValue: "subtitle")
    /// A row that is a button.
    public static let button = CellKind(rawValue: "button")
    /// A row that stands for a page not loaded yet.
    public static let placeholder = CellKind(rawValue: "placeholder")
    /// A row that reports an error in place of the list's rows.
    public static let error = CellKind(rawValue: "error")
    /// A row that says the list has nothing.
    public static let message = CellKind(rawValue: "message")
}
