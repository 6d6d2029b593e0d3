/// How many terminal columns text takes, and text made safe and short enough to draw: wide
/// characters (CJK, emoji) take two columns, combining marks none; control characters in a
/// module's text (an ESC could restyle or move the cursor) are replaced, so a module can only ever
/// draw text.
enum TextWidth {
    /// The columns `character` takes.
    static func columns(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation || isWide(first.value) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return 1
        }
    }

    /// The columns `text` takes.
    static func columns(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    /// `text` with every control character replaced: line breaks and tabs by a space, anything else
    /// (ESC, BEL, C1 controls) by U+FFFD, so what a module wrote cannot steer the terminal.
    static func sanitized(_ text: String) -> String {
        // Control characters are C0 (below 0x20), DEL, and C1, whose UTF-8 is 0xC2 0x80–0x9F.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory != .control {
                result.append(scalar)
            } else if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                result.append(" ")
            } else {
                result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    /// `text` cut to at most `width` columns, ending in "…" when it was longer.
    static func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard columns(of: text) > width else { return text }
        return prefix(text, columns: width - 1) + "…"
    }

    /// The longest start of `text` that fits in `width` columns.
    static func prefix(_ text: String, columns width: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let next = used + columns(of: text[index])
            if next > width { break }
            used = next
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// The longest end of `text` that fits in `width` columns (a field being typed into shows the
    /// end of its text).
    static func suffix(_ text: String, columns width: Int) -> String {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let next = used + columns(of: text[previous])
            if next > width { break }
            used = next
            start = previous
        }
        return String(text[start...])
    }

    /// `text` broken into lines of at most `width` columns, at spaces where it can be and inside a
    /// word too long for a line.
    static func wrapped(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            let separator = line.isEmpty ? 0 : 1
            if columns(of: line) + separator + columns(of: word) <= width {
                line += (line.isEmpty ? "" : " ") + word
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            while columns(of: word) > width {
                let head = prefix(word, columns: width)
                guard !head.isEmpty else { return lines }
                lines.append(head)
                word = String(word.dropFirst(head.count))
            }
            line = word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Whether the scalar `value` is drawn two columns wide (East Asian Wide and Fullwidth ranges).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100 ... 0x115F, 0x231A ... 0x231B, 0x2329 ... 0x232A, 0x2E80 ... 0x303E, 0x3041 ... 0x33FF,
            0x3400 ... 0x4DBF, 0x4E00 ... 0x9FFF, 0xA000 ... 0xA4CF, 0xAC00 ... 0xD7A3, 0xF900 ... 0xFAFF,
            0xFE30 ... 0xFE4F, 0xFF00 ... 0xFF60, 0xFFE0 ... 0xFFE6, 0x1F300 ... 0x1F64F, 0x1F900 ... 0x1F9FF,
            0x20000 ... 0x3FFFD:
            return true
        default:
            return false
        }
    }
}
