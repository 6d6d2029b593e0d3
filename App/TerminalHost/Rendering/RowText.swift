import ViperKit

/// A row by its cell kind, as the web shell's `RowRenderer` draws it in HTML (a kind it does not
/// know is drawn as `.basic`): the focus mark, the tone's mark where the section uses tones, the
/// picture as initials (`(AM)`, or `[AM]` for a photo a terminal cannot show), the title with its
/// detail to the right (`.subtitle`: below), `›` after a selectable row and `↗` after a link. A
/// selectable row with a link has the link on a line of its own, as a separate target.
enum RowText {
    /// The cell kinds drawn specially; any other is drawn as `.basic`.
    static let knownKinds: Set<CellKind> = [.basic, .subtitle, .button, .placeholder, .error, .message]

    /// The lines of `row` of section `section`; `marksTones` reserves the tone mark's column.
    static func lines(_ row: ScreenRow, section: String, marksTones: Bool, context: TextContext) -> [BodyLine] {
        let kind = knownKinds.contains(row.kind) ? row.kind : .basic
        let link = row.link.flatMap(TerminalLink.init)
        let rowTarget: FocusTarget? = row.isSelectable ? .row(section: section, row: row.id) : nil
        let linkTarget: FocusTarget? = link == nil ? nil : .link(section: section, row: row.id)
        // A row that only links is focused as its link.
        let lineTarget = rowTarget ?? linkTarget
        let isFocused = lineTarget.map(context.isFocused) ?? false

        var lead = TextLine(isFocused ? Glyph.focus + " " : "  ")
        if marksTones {
            lead.append(toneMark(row.tone) + " ", toneStyle(row.tone))
        }
        if let image = row.image {
            let initials = TextWidth.prefix(TextWidth.sanitized(image.initials), columns: 2)
            let padded = initials + String(repeating: " ", count: 2 - TextWidth.columns(of: initials))
            lead.append(image.dataURL == nil ? "(" + padded + ") " : "[" + padded + "] ", .dim)
        }
        var trail = TextLine()
        if rowTarget != nil {
            trail.append(" " + Glyph.disclosure, .dim)
        } else if linkTarget != nil {
            trail.append(" " + Glyph.link, .cyan)
        }
        let indent = lead.width
        let available = max(1, context.columns - indent - trail.width)
        let titleStyle = toneStyle(row.tone)
        let title = TextWidth.sanitized(row.title)
        let detail = row.detail.map(TextWidth.sanitized)

        var texts: [TextLine]
        switch kind {
        case .subtitle:
            texts = [TextLine(TextWidth.truncated(title, to: available), titleStyle)]
            if let detail { texts.append(TextLine(TextWidth.truncated(detail, to: available), .dim)) }
        case .button:
            var line = ButtonText.button(TextWidth.truncated(title, to: max(1, available - 4)))
            if let detail { line.append(" " + detail, .dim) }
            texts = [line.truncated(to: available)]
        case .placeholder:
            texts = [basic(title, detail, available: available, titleStyle: titleStyle.union(.dim))]
        case .error:
            texts = TextWidth.wrapped(Glyph.error + " " + title, to: available).map { TextLine($0, .red) }
            texts += detail.map { TextWidth.wrapped($0, to: available).map { TextLine($0, .dim) } } ?? []
        case .message:
            texts = TextWidth.wrapped(title, to: available).map { TextLine($0, titleStyle) }
            texts += detail.map { TextWidth.wrapped($0, to: available).map { TextLine($0, .dim) } } ?? []
        default:
            texts = [basic(title, detail, available: available, titleStyle: titleStyle)]
        }

        let blank = TextLine(String(repeating: " ", count: indent))
        var lines = texts.enumerated().map { index, text in
            var line = (index == 0 ? lead : blank) + text
            if index == 0, !trail.isEmpty { line = line.padded(to: context.columns - trail.width) + trail }
            if isFocused { line = line.padded(to: context.columns).adding(.reverse) }
            return BodyLine(line, targets: lineTarget.map { [$0] } ?? [])
        }
        if rowTarget != nil, let link, let linkTarget {
            let isLinkFocused = context.isFocused(linkTarget)
            var line = TextLine(isLinkFocused ? Glyph.focus + " " : "  ")
            line.append(String(repeating: " ", count: max(0, indent - 2)))
            line.append(Glyph.link + " " + link.label(in: context.words), isLinkFocused ? [.cyan, .reverse] : .cyan)
            lines.append(BodyLine(line.truncated(to: context.columns), targets: [linkTarget]))
        }
        return lines
    }

    /// The tone's mark: a tick for positive, a cross for negative, a space for the others.
    static func toneMark(_ tone: Tone) -> String {
        switch tone {
        case .positive: Glyph.positive
        case .negative: Glyph.negative
        case .normal, .secondary: " "
        }
    }

    /// The tone's colour: green, red, faint or none.
    static func toneStyle(_ tone: Tone) -> TextStyle {
        switch tone {
        case .normal: []
        case .positive: .green
        case .negative: .red
        case .secondary: .dim
        }
    }

    /// A title with its detail at the right end of `available` columns; when both do not fit the
    /// detail keeps up to half the width and both are cut with "…".
    private static func basic(_ title: String, _ detail: String?, available: Int, titleStyle: TextStyle) -> TextLine {
        guard let detail, !detail.isEmpty else { return TextLine(TextWidth.truncated(title, to: available), titleStyle) }
        let titleWidth = TextWidth.columns(of: title)
        let detailWidth = TextWidth.columns(of: detail)
        let detailRoom = titleWidth + 2 + detailWidth <= available ? detailWidth : min(detailWidth, max(0, (available - 2) / 2))
        let shownDetail = TextWidth.truncated(detail, to: detailRoom)
        let shownTitle = TextWidth.truncated(title, to: max(0, available - 2 - TextWidth.columns(of: shownDetail)))
        let line = TextLine(shownTitle, titleStyle)
        return line.padded(to: available - TextWidth.columns(of: shownDetail)) + TextLine(shownDetail, .dim)
    }
}
