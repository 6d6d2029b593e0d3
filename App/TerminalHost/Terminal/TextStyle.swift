/// How a piece of text is drawn on a terminal: weight, emphasis and colour. The renderer says what
/// it means (a focused button is `.reverse`, a negative tone `.red`); only ``ANSI`` knows the codes,
/// and a plain frame (tests, a pipe) draws none of it.
struct TextStyle: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    let rawValue: UInt16

    /// Bold: titles, the primary button, the selected tab.
    static let bold = TextStyle(rawValue: 1 << 0)
    /// Faint: secondary text, placeholders, disabled buttons, content under an alert.
    static let dim = TextStyle(rawValue: 1 << 1)
    /// Underlined: section headers, form fields.
    static let underline = TextStyle(rawValue: 1 << 2)
    /// Foreground and background swapped: the focus.
    static let reverse = TextStyle(rawValue: 1 << 3)
    /// Red: a negative tone, errors, destructive buttons.
    static let red = TextStyle(rawValue: 1 << 4)
    /// Green: a positive tone.
    static let green = TextStyle(rawValue: 1 << 5)
    /// Yellow: the notice.
    static let yellow = TextStyle(rawValue: 1 << 6)
    /// Cyan: loading, links.
    static let cyan = TextStyle(rawValue: 1 << 7)
}
