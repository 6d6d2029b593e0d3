import ViperKit

/// A screen drawn as the terminal host draws it, as plain text (no ANSI styles), with the focus
/// where the screen prefers it: what the snapshot tests record.
@_spi(Previews)
public enum ScreenText {
    /// The `rows` lines of `screen` on a terminal `columns` wide, in `language`, each ended by a newline.
    public static func text(_ screen: Screen, language: Language, columns: Int = 80, rows: Int = 24) -> String {
        var interaction = TerminalInteraction()
        let lines = interaction.frame(
            of: screen, chrome: TerminalChrome(language: language), size: TerminalSize(columns: columns, rows: rows), styled: false)
        return lines.map { $0 + "\n" }.joined()
    }
}
