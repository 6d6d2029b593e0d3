import Domain
import Foundation
import ViperKit

/// The order entry presenter (seed 002's `OrderEntryPresenter`).
///
/// As the view's event handler it converts what was typed before the use case sees it: the picker
/// value becomes a product id, the quantity text an `Int`; text that is not digits only gets the
/// format message ("Format of Quantity must be digits only") and never reaches the use case. As
/// the use case's output it writes everything the user reads, in the language it was made with:
/// the messages next to the fields, money in its currency and numbers for the language's locale,
/// the order's status (every word from the module's own string table), and it hands a saved order
/// to the router for the module's delegate. Once an order is saved it offers New order, which
/// clears the form for the next one.
@MainActor
final class OrderEntryDefaultPresenter: OrderEntryPresenter, OrderEntryInteractorOutput {
    /// The view, held weakly: the view holds the presenter.
    weak var view: (any OrderEntryView)?

    private let interactor: any OrderEntryInteractor
    private let router: any OrderEntryRouter
    private let strings: StringTable
    private let loadErrorWording: ServiceErrorWording
    private let saveErrorWording: ServiceErrorWording

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

    /// Creates the presenter; it holds `interactor` and `router` strongly. Its words are in
    /// `language`, from the module's own string table, and its money and numbers are written for
    /// the language's locale.
    init(interactor: any OrderEntryInteractor, router: any OrderEntryRouter, language: Language = .english) {
        self.interactor = interactor
        self.router = router
        let strings = StringTable(bundle: .module, language: language)
        self.strings = strings
        loadErrorWording = .orderEntryLoad(strings)
        saveErrorWording = .orderEntrySave(strings)
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
            quantityError = strings["order.quantity.format"]
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

    /// Adds the product as "Name — price" ("Widget — US$12.50"; "Widget — 12,50 $" in German).
    func present(product: OrderEntryProductPresentationModel) {
        incomingProducts.append(
            OrderEntryProductViewModel(id: String(product.id), label: "\(product.name) — \(currency(product.unitPrice))")
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
        loadFailure = loadErrorWording.message(for: loadError)
        render()
    }

    // MARK: - OrderEntrySaveInteractorOutput

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
        guard order.order != reported else { return }
        reported = order.order
        router.notifyDidSave(order.order)
    }

    /// Shows why the order could not be saved; the values stay so the user can try again.
    func present(saveError: ServiceError) {
        isSaving = false
        saveFailure = saveErrorWording.message(for: saveError)
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
            status = .loading(strings["order.loading"])
        } else if hasNoProducts {
            status = .empty(strings["order.empty"])
        } else if isSaving {
            status = .loading(strings["order.saving"])
        } else {
            status = .ready
        }
        view?.display(
            OrderEntryViewModel(
                title: contactName.map { strings.format("order.title.contact", $0) } ?? strings["order.title"],
                status: status,
                notice: isOffline ? strings["order.offline"] : nil,
                showsForm: isFormShown,
                productLabel: strings["order.product"],
                products: products ?? [],
                selectedProductID: selectedProductID,
                productError: productError,
                quantityLabel: strings["order.quantity"],
                quantityText: quantityText,
                quantityError: quantityError,
                formError: saveFailure,
                saveTitle: strings["order.save"],
                isSaveEnabled: !isSaving,
                summaryTitle: saved == nil ? nil : strings["order.summary.title"],
                summary: saved.map(summary(of:)) ?? [],
                newOrderTitle: saved == nil ? nil : strings["order.new-order"],
                retryTitle: loadFailure != nil || saveFailure != nil ? strings["order.retry"] : nil
            )
        )
    }

    private func summary(of order: OrderEntryOrderPresentationModel) -> [OrderEntrySummaryRowViewModel] {
        let status = status(order.status)
        return [
            OrderEntrySummaryRowViewModel(id: "product", title: strings["order.product"], detail: order.productName),
            OrderEntrySummaryRowViewModel(
                id: "quantity", title: strings["order.quantity"],
                detail: strings.format("order.summary.quantity", order.quantity, currency(order.unitPrice))
            ),
            OrderEntrySummaryRowViewModel(id: "item-total", title: strings["order.summary.item-total"], detail: currency(order.itemTotal)),
            OrderEntrySummaryRowViewModel(id: "tax", title: strings["order.summary.tax"], detail: currency(order.tax)),
            OrderEntrySummaryRowViewModel(id: "order-total", title: strings["order.summary.order-total"], detail: currency(order.orderTotal)),
            OrderEntrySummaryRowViewModel(id: "status", title: strings["order.summary.status"], detail: status.text, tone: status.tone),
        ]
    }

    /// The status line: sent, or pending with what happens next. (Written with `if` rather than a
    /// `switch`, so a status added to the domain reads as "Not sent" instead of breaking the build.)
    private func status(_ status: OrderStatus) -> (text: String, tone: Tone) {
        if status == .sent { return (strings["order.status.sent"], .positive) }
        if status == .pending { return (strings["order.status.pending"], .secondary) }
        return (strings["order.status.not-sent"], .negative)
    }

    /// `money` in its currency, written for the language's locale: "US$1,234.50", "1.234,50 $".
    private func currency(_ money: Money) -> String {
        money.formatted(for: strings.language.locale)
    }
}
