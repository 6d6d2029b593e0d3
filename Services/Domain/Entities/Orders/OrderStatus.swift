/// Where an order is on its way to the server.
public enum OrderStatus: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// Saved in the local outbox and not yet acknowledged by the server (it is sent when the API
    /// can be reached).
    case pending
    /// Stored by the server.
    case sent
    /// Refused by the server (its contact or product no longer exists, or it was invalid): the
    /// order stays in the local history with the server's reason and is never sent again.
    /// Added by the services branch: a pending order the server turns down must not be shown as
    /// still on its way, nor be retried forever.
    case refused
}
