/// Where an order is on its way to the server.
public enum OrderStatus: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// Saved in the local outbox and not yet acknowledged by the server (it is sent when the API
    /// can be reached).
    case pending
    /// Stored by the server.
    case sent
}
