import ViperKit

/// The cell model of a button row: a title, the text under it, and the action its section model
/// gave it, which the cell runs when the button is pressed.
@MainActor
final class ButtonCellModel: CellIdentifiable {
    /// What runs when the button is pressed.
    typealias ActionHandler = @MainActor () -> Void

    /// `.button`.
    var cellKind: CellKind { .button }
    /// The button's title ("Call").
    let title: String
    /// The text with it (the number or address), if any.
    let detail: String?
    /// The action, set by the section model the cell model lies in.
    let action: ActionHandler?

    /// Creates a button cell model.
    init(title: String, detail: String? = nil, action: ActionHandler? = nil) {
        self.title = title
        self.detail = detail
        self.action = action
    }
}
