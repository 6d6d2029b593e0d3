import ViperKit

/// The notice and the status above a screen's content: the notice behind a bar, a loading message
/// behind a ring, an empty screen's message faint, a failure in red (its Retry is one of the
/// screen's toolbar buttons). Long text is wrapped, not cut: it is what the person must read.
enum StatusText {
    /// The lines of `screen`'s notice and status.
    static func lines(_ screen: Screen, context: TextContext) -> [BodyLine] {
        var lines: [BodyLine] = []
        if let notice = screen.notice {
            lines += wrapped(notice, mark: Glyph.notice, style: .yellow, columns: context.columns)
        }
        switch screen.status {
        case .ready:
            break
        case .loading(let message):
            lines += wrapped(message, mark: Glyph.loading, style: .cyan, columns: context.columns)
        case .empty(let message):
            lines += wrapped(message, mark: nil, style: .dim, columns: context.columns)
        case .failed(let message):
            lines += wrapped(message, mark: Glyph.error, style: .red, columns: context.columns)
        }
        return lines
    }

    /// `text` wrapped behind `mark`, two columns in, in `style`.
    static func wrapped(_ text: String, mark: String?, style: TextStyle, columns: Int, indent: Int = 2) -> [BodyLine] {
        let lead = mark.map { $0 + " " } ?? ""
        let width = max(1, columns - indent - TextWidth.columns(of: lead))
        return TextWidth.wrapped(TextWidth.sanitized(text), to: width).enumerated().map { index, part in
            let prefix = String(repeating: " ", count: indent) + (index == 0 ? lead : String(repeating: " ", count: TextWidth.columns(of: lead)))
            return BodyLine(TextLine(prefix) + TextLine(part, style))
        }
    }
}
