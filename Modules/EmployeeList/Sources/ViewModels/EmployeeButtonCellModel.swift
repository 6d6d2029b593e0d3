import ViperKit

/// The cell model of a button row (seed 001's `ButtonCellModel`): a title, the text under it, and
/// the action its section model gave it, which the cell runs when the button is pressed.
@MainActor
public final class EmployeeButtonCellModel: EmployeeCellModel {
    /// What runs when the button is pressed.
    public typealias ActionHandler = @MainActor () -> Void

    /// `.button`.
    public var cellKind: CellKind { .button }
    /// The button's title ("Call").
    public let title: String
    /// The text with it (the number or address), if any.
    public let detail: String?
    /// The action, set by the section model the cell model lies in.
    public let action: ActionHandler?

    /// Creates a button cell model.
    public init(title: String, detail: String? = nil, action: ActionHandler? = nil) {
        self.title = title
        self.detail = detail
        self.action = action
    }
}
