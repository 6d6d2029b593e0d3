/// A group of rows, like a table view section.
///
/// A section can show a window of a much longer list: `window` says which rows of how many are
/// shown, so a list of a million rows is described by the few rows on screen.
public struct ScreenSection: Sendable, Equatable, Identifiable {
    /// Identifies the section within its screen (events name it).
    public var id: String
    /// An optional header.
    public var title: String?
    /// The rows shown (the rows of `window` when the section is paged).
    public var rows: [ScreenRow]
    /// For a paged section, which rows of the whole list `rows` are.
    public var window: RowWindow?

    /// Creates a section.
    public init(id: String, title: String? = nil, rows: [ScreenRow] = [], window: RowWindow? = nil) {
        self.id = id
        self.title = title
        self.rows = rows
        self.window = window
    }
}
