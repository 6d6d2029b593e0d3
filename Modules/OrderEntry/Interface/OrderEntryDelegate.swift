import Domain

/// Hears about the orders the order entry module saved, so the module that opened it (the
/// contact detail) can show them. Held weakly, as every delegate is.
///
/// It carries the order's id, not the order: an order is an entity, and entities stay inside use
/// cases, so the opener reads the order through its own use case (the id is the order's
/// idempotency key, the same in the outbox and on the server).
@MainActor
public protocol OrderEntryDelegate: AnyObject {
    /// The order `id` was saved, or its status changed since it was last reported (a pending
    /// order the outbox has since sent, saved again).
    func orderEntry(didSaveOrderWithID id: Order.ID)
}
