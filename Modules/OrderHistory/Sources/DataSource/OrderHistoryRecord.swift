/// One record of the Order history list, as the data source gives it.
public struct OrderHistoryRecord: Sendable, Equatable, Identifiable {
    /// Identifies the record; a selection carries it.
    public let id: String
    /// The record's name.
    public let title: String
    /// A line about the record.
    public let detail: String

    /// Creates a record.
    public init(id: String, title: String, detail: String) {
        self.id = id
        self.title = title
        self.detail = detail
    }
}
