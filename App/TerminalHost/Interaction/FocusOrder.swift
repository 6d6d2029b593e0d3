import ViperKit

/// The focusable things of a screen in the order they are drawn (and Tab visits them), and which
/// one takes the focus first. While an alert shows, only its buttons: it must be answered first.
enum FocusOrder {
    /// The targets of `screen` in `chrome`: Back, toolbar buttons, form fields and submit, each
    /// section's selectable rows, row links and pager, then the tab container's buttons (not while
    /// modal, as the web shell draws the tab bar inert).
    static func targets(on screen: Screen, chrome: TerminalChrome) -> [FocusTarget] {
        if let alert = screen.alert {
            return alert.actions.map { .alertButton($0.id) }
        }
        var targets: [FocusTarget] = chrome.showsBack ? [.back] : []
        targets += screen.actions.map { .action($0.id) }
        if let form = screen.form {
            targets += form.fields.map { .field($0.id) }
            targets.append(.submit)
        }
        for section in screen.sections {
            for row in section.rows {
                if row.isSelectable { targets.append(.row(section: section.id, row: row.id)) }
                if row.link.flatMap(TerminalLink.init) != nil { targets.append(.link(section: section.id, row: row.id)) }
            }
            if let window = section.window {
                if window.previousOffset != nil { targets.append(.previousPage(section: section.id)) }
                if window.nextOffset != nil { targets.append(.nextPage(section: section.id)) }
            }
        }
        if !chrome.isModal {
            targets += chrome.tabActions.map { .tabAction($0.id) }
        }
        return targets
    }

    /// The target that takes the focus before the person moves it: an alert's first enabled button
    /// (the web shell's autofocus); else the first field in error; the first field of a screen
    /// that is only a form (a login, an order); the first row of a list above which a form sits (a
    /// search or a filter: a focused field would take the digits that select tabs); the first thing
    /// in the content, the first toolbar button, or whatever comes first.
    static func preferred(on screen: Screen, among targets: [FocusTarget]) -> FocusTarget? {
        if let alert = screen.alert {
            return alert.actions.first(where: \.isEnabled).map { .alertButton($0.id) } ?? targets.first
        }
        if let field = screen.form?.fields.first(where: { $0.error != nil }) {
            return .field(field.id)
        }
        if let row = targets.first(where: \.isInSection) {
            return row
        }
        if let field = screen.form?.fields.first {
            return .field(field.id)
        }
        return targets.first { $0.place == .body } ?? targets.first { $0.place == .header && $0 != .back } ?? targets.first
    }
}
