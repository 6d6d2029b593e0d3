import Domain

/// What the order entry use case reports for ``OrderEntryInteractor/eventSave()``, through its
/// ``OrderEntrySaveTransformer``: exactly one of these per save, unless the module was closed.
@MainActor
protocol OrderEntrySaveInteractorOutput: AnyObject {
    /// Nothing was saved because mandatory values are missing: `productID` and/or `quantity` is
    /// `true` for each one missing (both at once when both are).
    func presentMissingMandatoryFields(productID: Bool, quantity: Bool)
    /// Nothing was saved because the quantity is outside `allowed`, the range the use case accepts.
    func presentQuantityOutOfRange(allowed: ClosedRange<Int>)
    /// The order was saved (sent, or pending in the outbox).
    func present(order: OrderEntryOrderPresentationModel)
    /// The order could not be saved (``ServiceError/storage(_:)``: nothing was saved).
    func present(saveError: ServiceError)
}
