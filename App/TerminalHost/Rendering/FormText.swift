import ViperKit

/// A form: its message above, then each field as its label and its value side by side (one above
/// the other on a narrow terminal), the field's message in red under it, then the submit button
/// under the values. The web shell's `FormRenderer`, in text; a password is never shown, only dots.
enum FormText {
    /// The widest a field's box gets, however wide the terminal.
    static let maximumValueWidth = 48

    /// The lines of `form`, showing `values` (the drafts, keyed by field id).
    static func lines(_ form: ScreenForm, values: [String: String], context: TextContext) -> [BodyLine] {
        let columns = context.columns
        var lines: [BodyLine] = []
        if let error = form.error {
            lines += StatusText.wrapped(error, mark: Glyph.error, style: .red, columns: columns)
        }
        let labels = form.fields.map { $0.label + ($0.isRequired ? " *" : "") }
        let labelWidth = min(labels.map { TextWidth.columns(of: TextWidth.sanitized($0)) }.max() ?? 0, max(8, (columns - 2) / 3))
        let valueColumn = 2 + labelWidth + 1
        let isStacked = columns - valueColumn < 12
        let valueIndent = isStacked ? 4 : valueColumn
        let valueWidth = max(1, min(columns - valueIndent, maximumValueWidth))
        for (field, label) in zip(form.fields, labels) {
            let target = FocusTarget.field(field.id)
            let isFocused = context.isFocused(target)
            let labelRoom = isStacked ? max(1, columns - 2) : labelWidth
            let labelLine = TextLine(isFocused ? Glyph.focus + " " : "  ") + TextLine(TextWidth.truncated(TextWidth.sanitized(label), to: labelRoom))
            let value = FieldText.value(field, values[field.id] ?? field.value, width: valueWidth, isFocused: isFocused, words: context.words)
            if isStacked {
                lines.append(BodyLine(labelLine, targets: [target]))
                lines.append(BodyLine(TextLine(String(repeating: " ", count: valueIndent)) + value, targets: [target]))
            } else {
                lines.append(BodyLine(labelLine.padded(to: valueColumn) + value, targets: [target]))
            }
            if let error = field.error {
                lines += StatusText.wrapped(error, mark: Glyph.error, style: .red, columns: columns, indent: valueIndent).map {
                    BodyLine($0.line, attachment: .previous)
                }
            }
        }
        let submit = form.submit
        let button = ButtonText.button(
            submit.title, role: submit.role == .normal ? .primary : submit.role, isEnabled: submit.isEnabled,
            isFocused: context.isFocused(.submit))
        lines += ButtonFlow.lines([ButtonFlow.Item(content: button, target: .submit)], width: columns, indent: valueIndent - 1, focus: context.focus)
        return lines
    }
}
