import ViperKit

/// The order entry use case (seed 002's `OrderEntryUseCase`): read what the form needs, capture the
/// product and quantity the user enters, and save them as an order. Its results go to the
/// ``OrderEntryInteractorOutput``; it never formats anything for display.
@MainActor
protocol OrderEntryInteractor: ViperInteractor {
    /// The form was placed on screen (or a failed load is retried): read the contact's name and
    /// the products that can be ordered. The outcome goes to ``OrderEntryViewReadyInteractorOutput``.
    func eventViewReady()
    /// The user chose product `productID`, or none (`nil`).
    func eventCapture(productID: Int64?)
    /// The user entered quantity `quantity` (already converted from text by the presenter), or
    /// none (`nil`).
    func eventCapture(quantity: Int?)
    /// The user asked to save the captured values as an order. The outcome goes to
    /// ``OrderEntrySaveInteractorOutput``.
    func eventSave()
    /// The user asked to start the next order after one was saved: forget the captured product,
    /// quantity and draft key, so the next save is a new order even with the same values. The
    /// outcome goes to ``OrderEntryNewOrderInteractorOutput``.
    func eventNewOrder()
}
