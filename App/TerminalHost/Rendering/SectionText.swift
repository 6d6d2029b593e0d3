import ViperKit

/// A section, as the web shell's `SectionRenderer` draws it: its header (underlined) with, for a
/// paged section, which rows of how many are shown at its right ("Showing 11–20 of 95"), its rows
/// by cell kind, and Previous and Next, which send `.scroll(section:offset:)`.
enum SectionText {
    /// The lines of `section`.
    static func lines(_ section: ScreenSection, context: TextContext) -> [BodyLine] {
        var lines: [BodyLine] = []
        let summary = section.window.flatMap { Self.summary(of: $0, words: context.words) }
        if section.title != nil || summary != nil {
            var header = TextLine("  ")
            if let title = section.title {
                header.append(TextWidth.truncated(TextWidth.sanitized(title), to: max(1, context.columns - 2)), [.bold, .underline])
            }
            if let summary {
                let text = TextLine(summary, .dim)
                if header.width + 2 + text.width <= context.columns {
                    header = header.padded(to: context.columns - text.width) + text
                } else {
                    lines.append(BodyLine(header.truncated(to: context.columns), attachment: .next))
                    header = TextLine("  ") + text.truncated(to: max(1, context.columns - 2))
                }
            }
            lines.append(BodyLine(header, attachment: .next))
        }
        let marksTones = section.rows.contains { $0.tone == .positive || $0.tone == .negative }
        for row in section.rows {
            lines += RowText.lines(row, section: section.id, marksTones: marksTones, context: context)
        }
        if let window = section.window {
            var items: [ButtonFlow.Item] = []
            if window.previousOffset != nil {
                let target = FocusTarget.previousPage(section: section.id)
                let title = Glyph.back + " " + context.words["terminal.pager.previous"]
                items.append(ButtonFlow.Item(content: ButtonText.button(title, isFocused: context.isFocused(target)), target: target))
            }
            if window.nextOffset != nil {
                let target = FocusTarget.nextPage(section: section.id)
                let title = context.words["terminal.pager.next"] + " " + Glyph.disclosure
                items.append(ButtonFlow.Item(content: ButtonText.button(title, isFocused: context.isFocused(target)), target: target))
            }
            lines += ButtonFlow.lines(items, width: context.columns, indent: 1, focus: context.focus)
        }
        return lines
    }

    /// "Showing 11–20 of 95" in `words`' language; nothing for an empty list, whose screen says it
    /// is empty.
    static func summary(of window: RowWindow, words: StringTable) -> String? {
        guard window.total > 0 else { return nil }
        let shown = window.indices
        guard !shown.isEmpty else { return words.format("terminal.pager.showing-none", window.total) }
        return words.format("terminal.pager.showing", shown.lowerBound + 1, shown.upperBound, window.total)
    }
}
