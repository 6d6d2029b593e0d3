import ViperKit

/// What the order entry view tells its presenter (seed 002's event names): every event as it came,
/// the text as typed.
@MainActor
protocol OrderEntryPresenter: ViperPresenter {
    /// The view was placed on screen.
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
}
