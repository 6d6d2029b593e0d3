import ViperKit

/// The line at the very bottom that says which keys do what just now: moving and selecting, Back
/// where there is one, the tabs' digits, the language switch, `?` for all the keys and `q`; while
/// typing, how to send; while an alert waits, that a button must be pressed; while the help
/// shows, how to close it. What does not fit is left out, least useful first.
enum KeyHintText {
    /// What the hint line is about.
    enum Mode: Sendable {
        /// The key help is shown.
        case help
        /// An alert waits for an answer.
        case alert
        /// A field is being typed into.
        case typing
        /// Anything else.
        case normal
    }

    /// The hint line for `mode` on `screen`.
    static func line(_ mode: Mode, screen: Screen, context: TextContext) -> TextLine {
        let words = context.words
        let chrome = context.chrome
        // (key, what it does, priority: higher is kept longer)
        var parts: [(key: String, word: String, priority: Int)] = []
        var lead: String?
        switch mode {
        case .help:
            parts = [("Esc ?", words["terminal.hint.close"], 3), ("q", words["terminal.hint.quit"], 2)]
        case .alert:
            lead = words["terminal.hint.alert"]
            parts = [
                ("← →", words["terminal.hint.move"], 2), (words["terminal.key.enter"], words["terminal.hint.press"], 3),
                ("q", words["terminal.hint.quit"], 1),
            ]
        case .typing:
            parts = [
                ("", words["terminal.hint.type"], 4), ("↑ ↓ Tab", words["terminal.hint.move"], 3),
                (words["terminal.key.enter"], words["terminal.hint.send"], 2),
            ]
            if chrome.showsBack { parts.append(("Esc", words["terminal.hint.back"], 1)) }
            parts.append((words["terminal.key.ctrl-c"], words["terminal.hint.quit"], 1))
        case .normal:
            parts = [("↑ ↓", words["terminal.hint.move"], 5), (words["terminal.key.enter"], words["terminal.hint.select"], 6)]
            if chrome.showsBack { parts.append(("Esc", words["terminal.hint.back"], 4)) }
            if !chrome.tabTitles.isEmpty, !chrome.isModal {
                // The least needed: the tab bar shows each tab's digit.
                parts.append(("1–\(min(9, chrome.tabTitles.count))", words["terminal.hint.tabs"], 1))
            }
            if !chrome.isModal { parts.append(("L", chrome.otherLanguage.name, 2)) }
            parts += [("?", words["terminal.hint.keys"], 8), ("q", words["terminal.hint.quit"], 7)]
        }
        /// The line `parts` make.
        func text(_ parts: [(key: String, word: String, priority: Int)]) -> String {
            let joined = parts.map { $0.key.isEmpty ? $0.word : $0.key + " " + $0.word }.joined(separator: "  ")
            return " " + (lead.map { $0 + " " } ?? "") + joined
        }
        while parts.count > 1, TextWidth.columns(of: text(parts)) > context.columns,
            let lowest = parts.indices.min(by: { parts[$0].priority < parts[$1].priority })
        {
            parts.remove(at: lowest)
        }
        return TextLine(text(parts), .dim).truncated(to: context.columns)
    }
}
