/// The answer to `DELETE /api/items`.
public struct DeleteAllResponse: Sendable, Equatable, Codable {
    /// How many items were deleted.
    public let deleted: Int

    /// Creates a response.
    public init(deleted: Int) {
        self.deleted = deleted
    }
}
