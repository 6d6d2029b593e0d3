/// The answer to `POST /api/items/samples`.
public struct SampleItemsResponse: Sendable, Equatable, Codable {
    /// How many items the user has now.
    public let total: Int

    /// Creates a response.
    public init(total: Int) {
        self.total = total
    }
}
