import Domain
import Foundation
import ViperKit

/// The order entry presenter (seed 002's `OrderEntryPresenter`).
///
/// As the view's event handler it converts what was typed before the use case sees it: the picker
/// value becomes a product id, the quantity text an `Int`; text that is not digits only gets
/// "Format of Quantity must be digits only" and never reaches the use case. As the use case's
/// output it writes everything the user reads: the messages next to the fields, money as currency,
/// the order's status, and it hands a saved order to the router for the module's delegate. Once an
/// order is saved it offers New order, which clears the form for the next one.
@MainActor
final class OrderEntryDefaultPresenter: OrderEntryPresenter, OrderEntryInteractorOutput {
    /// The message for a quantity that is not digits only.
    nonisolated static let quantityFormatMessage = "Format of Quantity must be digits only"
    /// The message for a save without a product.
    nonisolated static let productMissingMessage = "Product must be Entered"
    /// The message for a save without a quantity.
    nonisolated static let quantityMissingMessage = "Quantity must be Entered"
    /// What the status line says about an order still waiting in the outbox.
    nonisolated static let pendingMessage = "Saved — it will be sent when the server can be reached"

    /// The view, held weakly: the view holds the presenter.
    weak var view: (any OrderEntryView)?

    private let interactor: any OrderEntryInteractor
    private let router: any OrderEntryRouter

    private var contactName: String?
    /// The products offered, once the list ended; `nil` until then.
    private var products: [OrderEntryProductViewModel]?
    /// The list being received between Start and End.
    private var incomingProducts: [OrderEntryProductViewModel] = []
    private var hasNoProducts = false
    private var isOffline = false
    private var isLoading = false
    private var loadFailure: String?

    private var selectedProductID = ""
    private var quantityText = ""
    private var productError: String?
    private var quantityError: String?
    /// `true` while the quantity typed last is not digits only.
    private var isQuantityMalformed = false
    private var isSaving = false
    private var saveFailure: String?
    /// The order of the last save, shown until the next Save or New order is pressed.
    private var saved: OrderEntryOrderPresentationModel?
    /// The order last handed to the router.
    private var reported: Order?

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    init(interactor: any OrderEntryInteractor, router: any OrderEntryRouter) {
        self.interactor = interactor
        self.router = router
    }

    /// The message for a quantity outside `allowed`, such as "Quantity must be between 1 and 999".
    nonisolated static func quantityRangeMessage(_ allowed: ClosedRange<Int>) -> String {
        "Quantity must be between \(allowed.lowerBound) and \(allowed.upperBound)"
    }

    // MARK: - OrderEntryPresenter

    /// Shows "Loading products…" and asks the use case for the contact and the products.
    func eventViewReady() {
        load()
    }

    /// Keeps the picker's value and hands the product id (or none) to the use case; ignored while
    /// saving (a second submit while saving is ignored as a whole).
    func eventCapture(productID: String) {
        guard !isSaving else { return }
        selectedProductID = productID
        productError = nil
        interactor.eventCapture(productID: Int64(productID.trimmingCharacters(in: .whitespaces)))
    }

    /// Converts the quantity: blank is no quantity, digits only are the number (digits too many
    /// for an `Int` are `Int.max`, which no range accepts), anything else shows the format message
    /// and is not passed on (`false`). Ignored while saving (`false`, with no message).
    @discardableResult
    func eventCapture(quantity: String) -> Bool {
        guard !isSaving else { return false }
        quantityText = quantity
        let digits = quantity.trimmingCharacters(in: .whitespaces)
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            isQuantityMalformed = true
            quantityError = Self.quantityFormatMessage
            render()
            return false
        }
        isQuantityMalformed = false
        quantityError = nil
        interactor.eventCapture(quantity: digits.isEmpty ? nil : Int(digits) ?? .max)
        return true
    }

    /// Asks the use case to save, showing "Saving order…"; ignored while saving or before the
    /// products are shown, and kept back while the quantity's format is wrong. The summary of an
    /// earlier order goes away: what follows is about this save.
    func eventSave() {
        guard !isSaving, isFormShown else { return }
        saved = nil
        guard !isQuantityMalformed else {
            render()
            return
        }
        productError = nil
        quantityError = nil
        saveFailure = nil
        isSaving = true
        render()
        interactor.eventSave()
    }

    /// Asks the use case for a new draft; only while a saved order is shown (New order is offered
    /// then and only then: pressing Save hides it until the save answers).
    func eventNewOrder() {
        guard saved != nil else { return }
        interactor.eventNewOrder()
    }

    /// Loads again after a failed load, or saves the same draft again after a failed save.
    func eventRetry() {
        if loadFailure != nil {
            load()
        } else if saveFailure != nil {
            eventSave()
        }
    }

    // MARK: - OrderEntryViewReadyInteractorOutput

    /// Keeps the contact's name for the title.
    func present(contactName: String) {
        self.contactName = contactName
    }

    /// Starts a new product list.
    func presentProductListStart() {
        incomingProducts = []
        hasNoProducts = false
    }

    /// Adds the product as "Name — $price".
    func present(product: OrderEntryProductPresentationModel) {
        incomingProducts.append(
            OrderEntryProductViewModel(id: String(product.id), label: "\(product.name) — \(product.unitPrice.orderEntryCurrency)")
        )
    }

    /// Notes that there is nothing to order.
    func presentNoProducts() {
        hasNoProducts = true
    }

    /// Shows the form with the products (and the offline notice when they are the saved copy).
    func presentProductListEnd(isOffline: Bool) {
        products = incomingProducts
        incomingProducts = []
        self.isOffline = isOffline
        isLoading = false
        loadFailure = nil
        render()
    }

    /// Shows why the form could not be loaded, with a retry.
    func present(loadError: ServiceError) {
        isLoading = false
        loadFailure = ServiceErrorWording.orderEntryLoad.message(for: loadError)
        render()
    }

    // MARK: - OrderEntrySaveInteractorOutput

    /// Shows "Product must be Entered" and/or "Quantity must be Entered" next to the fields.
    func presentMissingMandatoryFields(productID: Bool, quantity: Bool) {
        isSaving = false
        productError = productID ? Self.productMissingMessage : nil
        quantityError = quantity ? Self.quantityMissingMessage : nil
        render()
    }

    /// Shows the allowed range next to the quantity field.
    func presentQuantityOutOfRange(allowed: ClosedRange<Int>) {
        isSaving = false
        quantityError = Self.quantityRangeMessage(allowed)
        render()
    }

    /// Shows the saved order's totals and status, then hands the order to the router, unless it
    /// is the very order already handed over (saving the same draft again returns it unchanged;
    /// the module that opened this one hears of each order once, and again only if it changed).
    func present(order: OrderEntryOrderPresentationModel) {
        isSaving = false
        saved = order
        render()
        guard order.order != reported else { return }
        reported = order.order
        router.notifyDidSave(order.order)
    }

    /// Shows why the order could not be saved; the values stay so the user can try again.
    func present(saveError: ServiceError) {
        isSaving = false
        saveFailure = ServiceErrorWording.orderEntrySave.message(for: saveError)
        render()
    }

    // MARK: - OrderEntryNewOrderInteractorOutput

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

    // MARK: - Helpers

    private var isFormShown: Bool { products != nil && !hasNoProducts }

    private func load() {
        guard !isLoading else { return }
        isLoading = true
        loadFailure = nil
        render()
        interactor.eventViewReady()
    }

    private func render() {
        let status: ScreenStatus
        if let loadFailure {
            status = .failed(loadFailure)
        } else if products == nil {
            status = .loading("Loading products…")
        } else if hasNoProducts {
            status = .empty("There are no products to order yet.")
        } else if isSaving {
            status = .loading("Saving order…")
        } else {
            status = .ready
        }
        view?.display(
            OrderEntryViewModel(
                title: contactName.map { "New order for \($0)" } ?? "New order",
                status: status,
                notice: isOffline ? "You're offline: the products shown are the copy saved on this device." : nil,
                showsForm: isFormShown,
                productLabel: "Product",
                products: products ?? [],
                selectedProductID: selectedProductID,
                productError: productError,
                quantityLabel: "Quantity",
                quantityText: quantityText,
                quantityError: quantityError,
                formError: saveFailure,
                saveTitle: "Save",
                isSaveEnabled: !isSaving,
                summaryTitle: saved == nil ? nil : "Order saved",
                summary: saved.map(summary(of:)) ?? [],
                newOrderTitle: saved == nil ? nil : "New order",
                retryTitle: loadFailure != nil || saveFailure != nil ? "Try again" : nil
            )
        )
    }

    private func summary(of order: OrderEntryOrderPresentationModel) -> [OrderEntrySummaryRowViewModel] {
        [
            OrderEntrySummaryRowViewModel(id: "product", title: "Product", detail: order.productName),
            OrderEntrySummaryRowViewModel(
                id: "quantity", title: "Quantity", detail: "\(order.quantity) × \(order.unitPrice.orderEntryCurrency)"
            ),
            OrderEntrySummaryRowViewModel(id: "item-total", title: "Item total", detail: order.itemTotal.orderEntryCurrency),
            OrderEntrySummaryRowViewModel(id: "tax", title: "Tax", detail: order.tax.orderEntryCurrency),
            OrderEntrySummaryRowViewModel(id: "order-total", title: "Order total", detail: order.orderTotal.orderEntryCurrency),
            OrderEntrySummaryRowViewModel(id: "status", title: "Status", detail: status(order.status).text, tone: status(order.status).tone),
        ]
    }

    /// The status line: sent, or pending with what happens next. (Written with `if` rather than a
    /// `switch`, so a status added to the domain reads as "Not sent" instead of breaking the build.)
    private func status(_ status: OrderStatus) -> (text: String, tone: Tone) {
        if status == .sent { return ("Sent", .positive) }
        if status == .pending { return (Self.pendingMessage, .secondary) }
        return ("Not sent", .negative)
    }
}
