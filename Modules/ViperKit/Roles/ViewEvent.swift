/// Something the user did, as a shell reports it to a module's view. The view translates each
/// event into a call on its presenter and decides nothing itself.
public enum ViewEvent: Sendable, Equatable {
    /// The module was placed on screen for the first time (UIKit's `viewDidLoad`).
    case load
    /// The module became the visible screen again: what was above it was closed, or its tab was
    /// selected again (UIKit's `viewWillAppear` after the first time).
    case appear
    /// A button was pressed; `form` holds the form's field values keyed by field id.
    case action(String, form: [String: String])
    /// A selectable row was chosen.
    case select(section: String, row: String)
    /// An alert's button was pressed.
    case alert(String)
    /// The user moved a paged section to show rows from `offset` on.
    case scroll(section: String, offset: Int)
}
