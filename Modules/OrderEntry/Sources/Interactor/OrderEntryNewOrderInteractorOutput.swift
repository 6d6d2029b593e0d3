/// What the order entry use case reports for ``OrderEntryInteractor/eventNewOrder()`` (seed 002:
/// one output protocol per event).
@MainActor
protocol OrderEntryNewOrderInteractorOutput: AnyObject {
    /// A new draft was started: no product and no quantity are captured, and the next save makes
    /// a new order (with a new idempotency key), even with the same product and quantity as the
    /// last one.
    func presentNewOrder()
}
