import Domain

/// What the order entry use case reports for ``OrderEntryInteractor/eventViewReady()`` (seed 002:
/// one output protocol per event). The products come one at a time between a Start and an End.
@MainActor
protocol OrderEntryViewReadyInteractorOutput: AnyObject {
    /// The order is for the contact named `contactName`.
    func present(contactName: String)
    /// The product list starts; the products follow.
    func presentProductListStart()
    /// One product that can be ordered, in the order the manager gave them (by name).
    func present(product: OrderEntryProductPresentationModel)
    /// There are no products to order.
    func presentNoProducts()
    /// Every product was presented. `isOffline` is `true` when the contact or the products are the
    /// copies saved on this device because the server could not be reached.
    func presentProductListEnd(isOffline: Bool)
    /// The contact or the products could not be read; nothing else is presented.
    func present(loadError: ServiceError)
}
