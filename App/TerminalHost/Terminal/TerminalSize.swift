/// A terminal's size in character cells. The renderer draws exactly ``rows`` lines, none wider
/// than ``columns``.
struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    /// How many lines the terminal shows.
    var rows: Int
    /// How many columns each line has.
    var columns: Int

    /// A size of `columns` by `rows`.
    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The classic 80x24, the size the host must fit and the fallback when a terminal does not say.
    static let standard = TerminalSize(columns: 80, rows: 24)

    /// "80x24".
    var description: String { "\(columns)x\(rows)" }
}
