import ViperKit

/// The key help `?` shows: every key and what it does, in the session's language, in a box over
/// the screen, with a note that links are shown, not opened.
enum HelpText {
    /// The help box, fitted to `columns`.
    static func box(context: TextContext) -> [TextLine] {
        let words = context.words
        let keys: [(String, String)] = [
            ("↑ ↓  j k", words["terminal.help.move"]),
            ("← →", words["terminal.help.choice"]),
            (words["terminal.key.enter"], words["terminal.help.enter"]),
            ("Tab  " + words["terminal.key.shift-tab"], words["terminal.help.tab"]),
            (words["terminal.key.page"], words["terminal.help.page"]),
            (words["terminal.key.home-end"], words["terminal.help.home-end"]),
            (words["terminal.key.text"], words["terminal.help.type"]),
            (words["terminal.key.backspace"], words["terminal.help.backspace"]),
            ("Esc", words["terminal.help.escape"]),
            ("1–9", words["terminal.help.tabs"]),
            ("L", words.format("terminal.help.language", context.chrome.otherLanguage.name)),
            ("?", words["terminal.help.help"]),
            ("q  " + words["terminal.key.ctrl-c"], words["terminal.help.quit"]),
        ]
        let width = BoxText.width(preferred: 72, columns: context.columns)
        let inner = max(1, width - 4)
        let keyWidth = min(keys.map { TextWidth.columns(of: $0.0) }.max() ?? 0, max(4, inner / 3))
        var content = keys.map { key, meaning in
            TextLine(TextWidth.truncated(key, to: keyWidth), .bold).padded(to: keyWidth + 2) + TextLine(meaning)
        }
        content.append(TextLine())
        content += TextWidth.wrapped(words["terminal.help.note"], to: inner).map { TextLine($0, .dim) }
        return BoxText.box(title: words["terminal.help.title"], content: content, width: width)
    }
}
