import Foundation
import ViperKit

/// The line that shows an external link: the one a module asked to open, or the one of a row the
/// person pressed Enter on. `↗ Call +1 555 0100 (shown, not opened)`; a share adds its text.
enum LinkText {
    /// The link's lines, or none for a URL a link may not have.
    static func lines(_ url: URL, context: TextContext) -> [BodyLine] {
        guard let link = TerminalLink(url) else { return [] }
        var line = TextLine(" " + Glyph.link + " ")
        line.append(link.label(in: context.words), [.bold, .cyan])
        line.append(" " + context.words["terminal.link.shown"], .dim)
        var lines = [BodyLine(line.truncated(to: context.columns))]
        if let share = link.share, !share.text.isEmpty {
            lines.append(
                BodyLine(TextLine("   ") + TextLine(TextWidth.truncated(TextWidth.sanitized(share.text), to: max(1, context.columns - 3)), .dim)))
        }
        return lines
    }
}
