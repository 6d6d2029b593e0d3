import Foundation
import ViperKit

/// Draws a module's ``Screen`` with the host's chrome as the lines of a terminal, as the web
/// shell's `ScreenRenderer` draws a page: the title bar (Back, title, toolbar) and a rule on top,
/// an external link under it, then the content that scrolls (notice, status, form, sections),
/// a rule, the tab bar and the key hint line at the bottom. An alert or the key help is a box over
/// it all. Exactly `size.rows` lines come out, none wider than `size.columns`.
struct TextRenderer: Sendable {
    /// The screen to draw.
    let screen: Screen
    /// What the host draws around it.
    let chrome: TerminalChrome
    /// The focused target: on the screen, or on the alert while one shows.
    let focus: FocusTarget?
    /// The form's values as the person has typed them, keyed by field id.
    let fieldValues: [String: String]
    /// Whether the key help is shown over the screen.
    let showsHelp: Bool
    /// A row's link the person asked to see, if any.
    let revealedLink: URL?
    /// Whether to say that the field in focus is full (a key, or the rest of a paste, was not
    /// typed).
    let showsFieldFull: Bool
    /// The terminal's size.
    let size: TerminalSize

    /// The frame, with the content scrolled to `scroll` (moved to show the focus when
    /// `followsFocus`).
    func render(scroll: Int, followsFocus: Bool) -> RenderedFrame {
        let columns = max(0, size.columns)
        let rows = max(0, size.rows)
        let context = TextContext(columns: columns, focus: focus, words: .terminal(chrome.language), chrome: chrome)
        let header = HeaderText.lines(screen, context: context)
        var banner = chrome.externalLink.map { LinkText.lines($0, context: context) } ?? []
        if let revealedLink, revealedLink != chrome.externalLink {
            banner += LinkText.lines(revealedLink, context: context)
        }
        if showsFieldFull {
            let notice = context.words.format("terminal.field.full", TerminalInteraction.fieldLimit)
            banner += StatusText.wrapped(notice, mark: Glyph.notice, style: .yellow, columns: columns)
        }
        let body = bodyLines(context: context)
        let tabBar = TabBarText.lines(context: context)
        let hint = KeyHintText.line(hintMode, screen: screen, context: context)

        let height = max(0, rows - header.count - 1 - banner.count - 1 - tabBar.count - 1)
        let layout = BodyLayout(ranges: BodyLayout.ranges(of: body), height: height, lineCount: body.count)
        let offset = Self.scroll(scroll, followsFocus: followsFocus, focus: focus, layout: layout)

        var lines = header.map(\.line)
        lines.append(rule(chrome.isModal ? Glyph.modalRule : Glyph.rule, marker: offset > 0 ? Glyph.moreAbove : nil, columns: columns))
        lines += banner.map(\.line)
        let visible = body.dropFirst(offset).prefix(height).map(\.line)
        lines += visible + Array(repeating: TextLine(), count: height - visible.count)
        lines.append(rule(Glyph.rule, marker: offset < layout.maxScroll ? Glyph.moreBelow : nil, columns: columns))
        lines += tabBar.map(\.line)
        if lines.count + 1 > rows {
            lines = Array(lines.prefix(max(0, rows - 1)))
        }
        if rows > 0 { lines.append(hint) }

        let box: [TextLine]? =
            if showsHelp {
                HelpText.box(context: context)
            } else if let alert = screen.alert {
                AlertText.box(alert, height: max(0, rows - 1), context: context).map(\.line)
            } else {
                nil
            }
        if let box {
            lines = Self.overlay(box, on: lines, columns: columns)
        }
        return RenderedFrame(lines: lines.map { $0.truncated(to: columns) }, scroll: offset, layout: layout)
    }

    /// What the key hint line is about.
    private var hintMode: KeyHintText.Mode {
        if showsHelp { return .help }
        if screen.alert != nil { return .alert }
        if case .field(let id) = focus, let field = screen.form?.field(id), field.kind != .choice { return .typing }
        return .normal
    }

    /// The content that scrolls: notice and status, the form, then each section, a blank line
    /// between them.
    private func bodyLines(context: TextContext) -> [BodyLine] {
        var lines = StatusText.lines(screen, context: context)
        if let form = screen.form {
            if !lines.isEmpty { lines.append(BodyLine(TextLine())) }
            lines += FormText.lines(form, values: fieldValues, context: context)
        }
        for section in screen.sections {
            let sectionLines = SectionText.lines(section, context: context)
            guard !sectionLines.isEmpty else { continue }
            if !lines.isEmpty { lines.append(BodyLine(TextLine())) }
            lines += sectionLines
        }
        return lines
    }

    /// A rule across the terminal, with `marker` (more content above or below) at its right end.
    private func rule(_ glyph: String, marker: String?, columns: Int) -> TextLine {
        let line = TextLine(String(repeating: glyph, count: max(0, columns - (marker == nil ? 0 : 2))), .dim)
        guard let marker, columns >= 2 else { return line }
        return line + TextLine(" " + marker, .bold)
    }

    /// The scroll offset that shows the focus: the least move from `requested` that brings the
    /// focused content target into view; the top for a title bar target, the end for a tab bar one.
    static func scroll(_ requested: Int, followsFocus: Bool, focus: FocusTarget?, layout: BodyLayout) -> Int {
        let offset = min(max(0, requested), layout.maxScroll)
        guard followsFocus, let focus else { return offset }
        switch focus.place {
        case .header:
            return 0
        case .footer:
            return layout.maxScroll
        case .alert:
            return offset
        case .body:
            guard let range = layout.ranges[focus] else { return offset }
            if range.lowerBound < offset { return range.lowerBound }
            if range.upperBound > offset + layout.height {
                return min(layout.maxScroll, min(range.lowerBound, range.upperBound - layout.height))
            }
            return offset
        }
    }

    /// `lines` with `box` centred over all but the last (the key hint), everything under and
    /// around it faint: the alert or help must be dealt with first.
    static func overlay(_ box: [TextLine], on lines: [TextLine], columns: Int) -> [TextLine] {
        guard !lines.isEmpty else { return lines }
        let region = lines.count - 1
        var result = lines.enumerated().map { index, line in index < region ? line.adding(.dim) : line }
        let shown = box.prefix(region)
        let top = max(0, (region - shown.count) / 2)
        let left = max(0, (columns - (shown.map(\.width).max() ?? 0)) / 2)
        for (index, line) in shown.enumerated() {
            result[top + index] = result[top + index].overlaid(with: line, at: left)
        }
        return result
    }
}
