import Domain
import ViperKit

/// Saving, as ``OrderEntrySaveOutput`` (a save's one outcome) and ``OrderEntryNewOrderOutput``
/// (the form cleared for the next order).
extension OrderEntryDefaultPresenter {
    // MARK: - OrderEntrySaveOutput

    /// Shows "Product must be Entered" and/or "Quantity must be Entered" next to the fields.
    func presentMissingMandatoryFields(productID: Bool, quantity: Bool) {
        isSaving = false
        productError = productID ? strings["order.product.missing"] : nil
        quantityError = quantity ? strings["order.quantity.missing"] : nil
        render()
    }

    /// Shows the allowed range next to the quantity field, such as "Quantity must be between 1 and
    /// 999" (its numbers grouped for the language: "1.000" in German).
    func presentQuantityOutOfRange(allowed: ClosedRange<Int>) {
        isSaving = false
        quantityError = strings.format("order.quantity.range", allowed.lowerBound, allowed.upperBound)
        render()
    }

    /// Shows the saved order's totals and status, then hands the order to the router, unless it
    /// is the very order already handed over (saving the same draft again returns it unchanged;
    /// the module that opened this one hears of each order once, and again only if it changed).
    func present(order: OrderEntryOrderPresentationModel) {
        isSaving = false
        saved = order
        render()
        guard order != reported else { return }
        reported = order
        router.notifyDidSave(orderID: order.id)
    }

    /// Shows why the order could not be saved; the values stay so the user can try again.
    func present(saveError: ServiceError) {
        isSaving = false
        saveFailure = saveErrorWording.message(for: saveError)
        render()
    }

    // MARK: - OrderEntryNewOrderOutput

    /// Clears the form for the next order: no product chosen, the quantity empty, no messages, and
    /// the saved order's summary (and with it New order) gone.
    func presentNewOrder() {
        saved = nil
        selectedProductID = ""
        quantityText = ""
        productError = nil
        quantityError = nil
        isQuantityMalformed = false
        saveFailure = nil
        render()
    }
}
