import ViperKit

/// What every part of the text renderer needs besides its own piece of the screen: the width, the
/// focus, the host's words and the chrome.
struct TextContext: Sendable {
    /// The terminal's width in columns.
    let columns: Int
    /// The focused target, if any.
    let focus: FocusTarget?
    /// The host's own words in the session's language.
    let words: StringTable
    /// What the host draws around the screen.
    let chrome: TerminalChrome

    /// Whether `target` has the focus.
    func isFocused(_ target: FocusTarget) -> Bool {
        focus == target
    }
}
