/// The marks the text renderer draws, in one place so every screen uses the same: each one column
/// wide in a Western terminal, none of them an escape code.
enum Glyph {
    /// Before the focused row or button.
    static let focus = "▸"
    /// Before "Back".
    static let back = "‹"
    /// After a selectable row, as a table view's disclosure indicator.
    static let disclosure = "›"
    /// Before an external link.
    static let link = "↗"
    /// A positive tone (good, on, enabled).
    static let positive = "✓"
    /// A negative tone (bad, off, disabled).
    static let negative = "✗"
    /// Before an error or a failure.
    static let error = "!"
    /// Before a loading message.
    static let loading = "◌"
    /// Before the notice.
    static let notice = "▌"
    /// Before the selected tab.
    static let selectedTab = "●"
    /// Before every other tab.
    static let tab = "○"
    /// At the end of the top rule when content is scrolled out above.
    static let moreAbove = "▲"
    /// At the end of the bottom rule when content continues below.
    static let moreBelow = "▼"
    /// The rule under the title bar and above the tab bar.
    static let rule = "─"
    /// The rule under a modal screen's title bar.
    static let modalRule = "═"
    /// Each character of a password.
    static let secret = "•"
    /// The empty part of a text field.
    static let fieldFill = "_"
    /// Before a choice field's choice.
    static let choiceBefore = "‹"
    /// After a choice field's choice.
    static let choiceAfter = "›"
    /// A box's corners and sides: top left, top right, bottom left, bottom right, horizontal, vertical.
    static let box = (topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
}
