/// A box drawn with line characters around some lines, its title in the top border: the alert and
/// the key help are drawn as such boxes over the screen.
enum BoxText {
    /// The box, `width` columns wide, around `content` (each line cut to fit inside).
    static func box(title: String, content: [TextLine], width: Int) -> [TextLine] {
        let box = Glyph.box
        guard width >= 4 else { return ([TextLine(title, .bold)] + content).map { $0.truncated(to: max(0, width)) } }
        let inner = width - 4
        var top = TextLine(box.topLeft + box.horizontal)
        let heading = TextLine(" " + title + " ", .bold).truncated(to: width - 3)
        top.append(heading)
        top.append(String(repeating: box.horizontal, count: max(0, width - 3 - heading.width)) + box.topRight)
        var lines = [top]
        for line in content {
            lines.append(TextLine(box.vertical + " ") + line.truncated(to: inner).padded(to: inner) + TextLine(" " + box.vertical))
        }
        lines.append(TextLine(box.bottomLeft + String(repeating: box.horizontal, count: width - 2) + box.bottomRight))
        return lines
    }

    /// How wide a box is on a terminal `columns` wide: `preferred`, but never more than the
    /// terminal less a margin of two columns each side (or the whole width of a tiny terminal).
    static func width(preferred: Int, columns: Int) -> Int {
        columns < 12 ? columns : min(preferred, columns - 4)
    }
}
