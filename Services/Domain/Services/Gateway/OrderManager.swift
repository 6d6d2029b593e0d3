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
}
