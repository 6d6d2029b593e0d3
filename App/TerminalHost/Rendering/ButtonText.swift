import ViperKit

/// How a button is drawn: `[ Save ]`, or `( Save )` when it cannot be pressed now; the primary one
/// bold, a destructive one red, a disabled one faint and the focused one reversed (the web shell's
/// `ActionStyle`, in text).
enum ButtonText {
    /// The button titled `title`.
    static func button(_ title: String, role: ActionRole = .normal, isEnabled: Bool = true, isFocused: Bool = false) -> TextLine {
        var style: TextStyle
        switch role {
        case .primary: style = .bold
        case .destructive: style = .red
        case .normal, .cancel: style = []
        }
        if !isEnabled { style.insert(.dim) }
        if isFocused { style.insert(.reverse) }
        return TextLine(isEnabled ? "[ " + title + " ]" : "( " + title + " )", style)
    }

    /// The button of `action`.
    static func button(_ action: ScreenAction, isFocused: Bool) -> TextLine {
        button(action.title, role: action.role, isEnabled: action.isEnabled, isFocused: isFocused)
    }
}
