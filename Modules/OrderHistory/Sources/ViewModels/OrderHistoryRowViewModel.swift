/// One row of the Order history list, as text ready to display.
public struct OrderHistoryRowViewModel: Sendable, Equatable, Identifiable {
    /// The record's id; selecting the row sends it.
    public let id: String
    /// The main text.
    public let title: String
    /// The text under it.
    public let detail: String

    /// Creates a row.
    public init(id: String, title: String, detail: String) {
        self.id = id
        self.title = title
        self.detail = detail
    }
}
