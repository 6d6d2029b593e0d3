/// The body of `PATCH /api/items/:id`.
public struct SetEnabledRequest: Sendable, Equatable, Codable {
    /// The new value of `enabled`.
    public let enabled: Bool

    /// Creates a request.
    public init(enabled: Bool) {
        self.enabled = enabled
    }
}
