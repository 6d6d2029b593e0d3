import ViperKit

/// The CSS classes of a button, from what it does.
enum ActionStyle {
    /// The classes for a button with `role`.
    static func classes(for role: ActionRole) -> String {
        switch role {
        case .normal: "button"
        case .primary: "button primary"
        case .destructive: "button destructive"
        case .cancel: "button cancel"
        }
    }
}
