import Foundation

/// One row (cell) of a section. Its ``kind`` says how a shell draws it, as a cell identifier
/// does in a table view.
public struct ScreenRow: Sendable, Equatable, Identifiable {
    /// Identifies the row within its section; a selection event carries it.
    public var id: String
    /// How the row is drawn.
    public var kind: CellKind
    /// The main text.
    public var title: String
    /// Secondary text (a date, a subtitle), if any.
    public var detail: String?
    /// The colour meaning of the title.
    public var tone: Tone
    /// Whether selecting the row sends a `.select` event.
    public var isSelectable: Bool
    /// An external link the row opens (`tel:`, `mailto:`), if any.
    public var link: URL?
    /// A picture drawn at the start of the row (a photo, or initials in its place), if any.
    public var image: ScreenImage?
    /// How tall it is drawn.
    public var height: RowHeight

    /// Creates a row.
    public init(
        id: String,
        kind: CellKind = .basic,
        title: String,
        detail: String? = nil,
        tone: Tone = .normal,
        isSelectable: Bool = false,
        link: URL? = nil,
        image: ScreenImage? = nil,
        height: RowHeight = .automatic
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.detail = detail
        self.tone = tone
        self.isSelectable = isSelectable
        self.link = link
        self.image = image
        self.height = height
    }
}
