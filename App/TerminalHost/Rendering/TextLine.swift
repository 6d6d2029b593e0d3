/// One line of a frame as runs of text, each in a ``TextStyle``: measured in columns, cut, padded
/// and laid over another line before it becomes a string, plain or with ANSI styles. Text is made
/// safe (``TextWidth/sanitized(_:)``) as it is appended, so no module text can carry a control code.
struct TextLine: Sendable, Equatable {
    /// A stretch of text in one style.
    struct Run: Sendable, Equatable {
        /// The text, free of control characters.
        var text: String
        /// How it is drawn.
        var style: TextStyle
    }

    /// The runs, in order.
    private(set) var runs: [Run] = []

    /// A line holding `text` in `style` (an empty line by default).
    init(_ text: String = "", _ style: TextStyle = []) {
        append(text, style)
    }

    /// Adds `text` in `style` at the end.
    mutating func append(_ text: String, _ style: TextStyle = []) {
        guard !text.isEmpty else { return }
        let text = TextWidth.sanitized(text)
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(text: text, style: style))
        }
    }

    /// Adds the runs of `line` at the end.
    mutating func append(_ line: TextLine) {
        for run in line.runs { append(run.text, run.style) }
    }

    /// The line followed by `other`.
    static func + (line: TextLine, other: TextLine) -> TextLine {
        var result = line
        result.append(other)
        return result
    }

    /// The columns the line takes.
    var width: Int { runs.reduce(0) { $0 + TextWidth.columns(of: $1.text) } }

    /// The text without styles.
    var plain: String { runs.map(\.text).joined() }

    /// Whether the line has no text.
    var isEmpty: Bool { runs.isEmpty }

    /// The line cut to at most `columns`, ending in "…" when it was longer.
    func truncated(to columns: Int) -> TextLine {
        guard width > columns else { return self }
        guard columns > 0 else { return TextLine() }
        var result = prefix(columns: columns - 1)
        result.append("…", runs.last?.style ?? [])
        return result
    }

    /// The first `columns` columns exactly; a wide character cut in half becomes a space.
    func prefix(columns: Int) -> TextLine {
        var result = TextLine()
        var used = 0
        for run in runs {
            guard used < columns else { break }
            let runWidth = TextWidth.columns(of: run.text)
            if used + runWidth <= columns {
                result.append(run.text, run.style)
                used += runWidth
                continue
            }
            let head = TextWidth.prefix(run.text, columns: columns - used)
            result.append(head, run.style)
            used += TextWidth.columns(of: head)
            result.append(String(repeating: " ", count: columns - used), run.style)
            used = columns
        }
        return result
    }

    /// The line from column `columns` on; a wide character cut in half becomes a space.
    func dropping(columns: Int) -> TextLine {
        var result = TextLine()
        var skipped = 0
        for run in runs {
            if skipped >= columns {
                result.append(run.text, run.style)
                continue
            }
            var text = Substring(run.text)
            while let first = text.first, skipped < columns {
                skipped += TextWidth.columns(of: first)
                text = text.dropFirst()
            }
            if skipped > columns {
                result.append(String(repeating: " ", count: skipped - columns), run.style)
                skipped = columns
            }
            result.append(String(text), run.style)
        }
        return result
    }

    /// The line with spaces added up to `columns`, or as it is when it is that wide already.
    func padded(to columns: Int, _ style: TextStyle = []) -> TextLine {
        var result = self
        result.append(String(repeating: " ", count: max(0, columns - width)), style)
        return result
    }

    /// The line with `style` added to every run (content under an alert is dimmed).
    func adding(_ style: TextStyle) -> TextLine {
        var result = TextLine()
        for run in runs { result.append(run.text, run.style.union(style)) }
        return result
    }

    /// The line with `other` drawn over it from `column` on (a box over the content).
    func overlaid(with other: TextLine, at column: Int) -> TextLine {
        prefix(columns: column).padded(to: column) + other + dropping(columns: column + other.width)
    }

    /// The line as a string: plain, without trailing spaces, or with its styles as ANSI codes.
    func rendered(styled: Bool) -> String {
        guard styled else {
            var text = plain
            while text.last == " " { text.removeLast() }
            return text
        }
        return runs.map { ANSI.styled($0.text, $0.style) }.joined()
    }
}
