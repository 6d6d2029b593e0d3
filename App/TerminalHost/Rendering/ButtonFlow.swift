/// Lays buttons (and plain items, such as tabs) side by side, as many to a line as fit, each
/// button behind a one-column slot that holds the focus mark when it has the focus.
enum ButtonFlow {
    /// One thing in the flow.
    struct Item: Sendable {
        /// How it is drawn.
        var content: TextLine
        /// The target it is, or `nil` for an item that cannot take the focus.
        var target: FocusTarget?
    }

    /// The lines `items` take in `width` columns, each starting `indent` columns in.
    static func lines(_ items: [Item], width: Int, indent: Int, focus: FocusTarget?) -> [BodyLine] {
        var lines: [BodyLine] = []
        var current = BodyLine(TextLine(String(repeating: " ", count: indent)))
        var isEmpty = true
        for item in items {
            var piece = TextLine()
            if let target = item.target {
                piece.append(target == focus ? Glyph.focus : " ")
            }
            piece.append(item.content)
            let separator = isEmpty ? 0 : 2
            if !isEmpty, current.line.width + separator + piece.width > width {
                lines.append(current)
                current = BodyLine(TextLine(String(repeating: " ", count: indent)))
                isEmpty = true
            }
            if !isEmpty { current.line.append("  ") }
            current.line.append(piece.truncated(to: max(0, width - current.line.width)))
            if let target = item.target { current.targets.append(target) }
            isEmpty = false
        }
        if !isEmpty { lines.append(current) }
        return lines
    }
}
