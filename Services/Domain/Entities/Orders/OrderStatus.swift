/// Where an order is on its way to the server.
public enum OrderStatus: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// Saved in the local outbox and not yet acknowledged by the server (it is sent when the API
    /// can be reached).
    case pending
    /// Stored by the server.
    case sent
    /// Refused by the server (its contact or product no longer exists, or it was invalid): the
    /// order stays in the local history with the server's reason (``Order/statusReason``) and is
    /// not sent again on its own, so it is neither shown as still on its way nor retried forever;
    /// the user may send it again (``OrderManager/sendAgain(id:)``).
    case refused
}
