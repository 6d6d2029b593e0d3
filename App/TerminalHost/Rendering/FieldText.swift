import ViperKit

/// How a form field's value is drawn in its box: text followed by a line to fill, a password as
/// dots, a choice between ‹ ›. The field being typed into shows the end of its text and the
/// cursor (a reversed space).
enum FieldText {
    /// The value `value` of `field`, `width` columns wide.
    static func value(_ field: ScreenField, _ value: String, width: Int, isFocused: Bool, words: StringTable) -> TextLine {
        let fieldStyle: TextStyle = isFocused ? .bold : []
        if field.kind == .choice {
            let label = field.choices.first { $0.value == value }?.label ?? words["terminal.form.choose"]
            let inner = max(0, width - 4)
            var line = TextLine(Glyph.choiceBefore + " ", fieldStyle)
            line.append(TextWidth.truncated(TextWidth.sanitized(label), to: inner), isFocused ? [.bold, .reverse] : [])
            line.append(" " + Glyph.choiceAfter, fieldStyle)
            return line
        }
        let shown = field.kind == .password ? String(repeating: Glyph.secret, count: value.count) : TextWidth.sanitized(value)
        var line = TextLine()
        if isFocused {
            let text = TextWidth.suffix(shown, columns: max(0, width - 1))
            line.append(text, fieldStyle)
            line.append(" ", .reverse)
        } else {
            line.append(TextWidth.truncated(shown, to: width))
        }
        line.append(String(repeating: Glyph.fieldFill, count: max(0, width - line.width)), .dim)
        return line
    }
}
