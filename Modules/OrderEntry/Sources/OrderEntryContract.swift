import Domain

/// What the order entry presenter can ask of its view. The web view draws the whole form from one
/// view model, so every event's output is that one call: for ``OrderEntryPresenter/eventViewReady()``
/// and ``OrderEntryPresenter/eventRetry()``, "Loading…", then the contact's name, the products and
/// the empty form, or why they could not be read; for ``OrderEntryPresenter/eventCapture(productID:)``
/// and ``OrderEntryPresenter/eventCapture(quantity:)``, the value kept, and "Format of Quantity must
/// be digits only" next to a quantity that is not digits; for ``OrderEntryPresenter/eventSave()``,
/// "Saving order…", then the saved order's summary with New order, or the missing or out-of-range
/// messages next to their fields, or why it could not be saved; for
/// ``OrderEntryPresenter/eventNewOrder()``, the form cleared for the next order.
@MainActor
protocol OrderEntryView: AnyObject {
    /// Shows `viewModel`: the status, the picker and the quantity with their messages, the summary
    /// of a saved order, and the buttons.
    func display(_ viewModel: OrderEntryViewModel)
}

/// What the order entry view tells its presenter: every event as it came, the text as typed.
@MainActor
protocol OrderEntryPresenter: AnyObject {
    func eventViewReady()
    /// The user chose the product whose picker value is `productID` ("" for none).
    func eventCapture(productID: String)
    /// The user typed `quantity`. Returns `false` when it is not digits only: the presenter then
    /// shows the format message and the use case never sees the text.
    @discardableResult
    func eventCapture(quantity: String) -> Bool
    /// The user pressed Save.
    func eventSave()
    /// The user pressed New order under a saved order, to start the next one.
    func eventNewOrder()
    /// The user asked to try a failed load or save again.
    func eventRetry()
    /// The screen is shown again (Back to it, its tab selected, a reload).
    func eventViewAppeared()
    /// How many products the picker offers (none until the list has ended).
    var productCount: Int { get }
    /// The product at `index` (`0 ..< productCount`), as the picker shows it.
    func product(at index: Int) -> OrderEntryProductViewModel
}

/// The order entry use case: read what the form needs, capture the product and quantity the user
/// enters, and save them as an order. Its results go to the ``OrderEntryInteractorOutput``; it
/// never formats anything for display.
@MainActor
protocol OrderEntryInteractor: AnyObject {
    /// The form was placed on screen (or a failed load is retried): read the contact's name and
    /// the products that can be ordered. The outcome goes to ``OrderEntryViewReadyOutput``.
    func eventViewReady()
    /// The user chose product `productID`, or none (`nil`).
    func eventCapture(productID: Int64?)
    /// The user entered quantity `quantity` (already converted from text by the presenter), or
    /// none (`nil`).
    func eventCapture(quantity: Int?)
    /// The user asked to save the captured values as an order. The outcome goes to
    /// ``OrderEntrySaveOutput``.
    func eventSave()
    /// The user asked to start the next order after one was saved: forget the captured product,
    /// quantity and draft key, so the next save is a new order even with the same values. The
    /// outcome goes to ``OrderEntryNewOrderOutput``.
    func eventNewOrder()
    /// The screen is shown again: reads the order saved last again, so its summary says what
    /// happened to it meanwhile (the outbox sent it, the server refused it). The order goes to
    /// ``OrderEntrySaveOutput/present(order:)``; nothing is reported when no order was saved or
    /// it could not be read (the summary stays as it was).
    func eventViewAppeared()
}

/// Everything the order entry use case reports, to its presenter: the output of each of its events.
typealias OrderEntryInteractorOutput = OrderEntryViewReadyOutput & OrderEntrySaveOutput & OrderEntryNewOrderOutput

/// What the order entry use case reports for ``OrderEntryInteractor/eventNewOrder()``.
@MainActor
protocol OrderEntryNewOrderOutput: AnyObject {
    /// A new draft was started: no product and no quantity are captured, and the next save makes
    /// a new order (with a new idempotency key), even with the same product and quantity as the
    /// last one.
    func presentNewOrder()
}

/// What the order entry use case reports for ``OrderEntryInteractor/eventSave()``: the outcome of its
/// ``OrderEntrySaveTransformer``, exactly one of these per save, unless the module was closed; and
/// for ``OrderEntryInteractor/eventViewAppeared()``, the saved order read again.
@MainActor
protocol OrderEntrySaveOutput: AnyObject {
    /// Nothing was saved because mandatory values are missing: `productID` and/or `quantity` is
    /// `true` for each one missing (both at once when both are).
    func presentMissingMandatoryFields(productID: Bool, quantity: Bool)
    /// Nothing was saved because the quantity is outside `allowed`, the range the use case accepts.
    func presentQuantityOutOfRange(allowed: ClosedRange<Int>)
    /// The order was saved (sent, or pending in the outbox), or was read again as it is now.
    func present(order: OrderEntryOrderPresentationModel)
    /// The order could not be saved (``ServiceError/storage(_:)``: nothing was saved).
    func present(saveError: ServiceError)
}

/// What the order entry use case reports for ``OrderEntryInteractor/eventViewReady()``. The
/// products come one at a time between a Start and an End.
@MainActor
protocol OrderEntryViewReadyOutput: AnyObject {
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

/// Where the order entry module sends what it saved.
@MainActor
protocol OrderEntryRouter: AnyObject {
    /// Tells the module that opened this one that the order `orderID` was saved.
    func notifyDidSave(orderID: Order.ID)
}
