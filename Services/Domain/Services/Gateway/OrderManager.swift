/// The logged-in user's orders. Orders are never lost and never doubled: live, ``create(_:)``
/// writes the order to a local SQLite outbox in one transaction before any network call, then
/// sends it with its idempotency key; an order the API could not take yet stays
/// ``OrderStatus/pending`` and is sent later (with backoff, also after the app restarts).
public protocol OrderManager: Sendable {
    /// Saves `draft` durably and tries to send it.
    ///
    /// Returns the order as ``OrderStatus/sent`` when the server took it, ``OrderStatus/pending``
    /// when it could not be reached (that is not an error: the order is safe in the outbox).
    /// Saving a draft with a key already saved returns that order and makes no second one.
    /// - Throws: ``ServiceError/notFound`` for an unknown contact or product,
    ///   ``ServiceError/storage(_:)`` when the outbox cannot be written (nothing was saved).
    func create(_ draft: OrderDraft) async throws(ServiceError) -> Order
    /// Every order of the logged-in user, newest first, pending ones included.
    func orders() async throws(ServiceError) -> Fetched<[Order]>
    /// The orders for contact `contactID`, newest first, pending ones included.
    func orders(contactID: Int64) async throws(ServiceError) -> Fetched<[Order]>
    /// The order `id` (its idempotency key), pending and refused ones included, with the reason
    /// of one that is not sent.
    /// - Throws: ``ServiceError/notFound`` when the user has no such order.
    func order(id: Order.ID) async throws(ServiceError) -> Fetched<Order>
    /// Sends order `id` again with the same key, now: a refused order is put back on its way, a
    /// pending one is tried at once, a sent one is returned as it is. The same key means the
    /// server never makes a second order, even if an earlier attempt reached it; returns the
    /// order as it is after the attempt (sent, pending, or refused again with the reason).
    /// - Throws: ``ServiceError/notFound`` when the user has no such order.
    func sendAgain(id: Order.ID) async throws(ServiceError) -> Order
}
