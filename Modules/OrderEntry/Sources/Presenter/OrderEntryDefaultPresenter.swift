import Domain
import Foundation
import ViperKit

/// The order entry presenter.
///
/// As the view's event handler it converts what was typed before the use case sees it: the picker
/// value becomes a product id, the quantity text an `Int`; text that is not digits only gets the
/// format message ("Format of Quantity must be digits only") and never reaches the use case. As
/// the use case's output it writes everything the user reads with its ``Formatting``: the messages
/// next to the fields, money in its currency and numbers for the language's locale, the order's
/// status (every word from the module's own string table), and it hands a saved order to the
/// router for the module's delegate. Once an order is saved it offers New order, which clears the
/// form for the next one.
///
/// Its concerns are in one file each: the view's events (here), the loaded form (`+ViewReady`),
/// saving and New order (`+Save`), and the view model it draws from its state (`+ViewModels`). The
/// state below is internal only so those extensions can share it; nothing outside the presenter
/// touches it.
@MainActor
final class OrderEntryDefaultPresenter: OrderEntryPresenter, OrderEntryInteractorOutput {
    weak var view: (any OrderEntryView)?

    private let interactor: any OrderEntryInteractor
    let router: any OrderEntryRouter
    let formatting: Formatting
    let strings: StringTable
    let loadErrorWording: ServiceErrorWording
    let saveErrorWording: ServiceErrorWording

    var contactName: String?
    /// The products offered, once the list ended; `nil` until then.
    var products: [OrderEntryProductViewModel]?
    /// The list being received between Start and End.
    var incomingProducts: [OrderEntryProductViewModel] = []
    var hasNoProducts = false
    var isOffline = false
    var isLoading = false
    var loadFailure: String?

    var selectedProductID = ""
    var quantityText = ""
    var productError: String?
    var quantityError: String?
    /// `true` while the quantity typed last is not digits only.
    var isQuantityMalformed = false
    var isSaving = false
    var saveFailure: String?
    /// The order of the last save, shown until the next Save or New order is pressed.
    var saved: OrderEntryOrderPresentationModel?
    /// The order last handed to the router.
    var reported: OrderEntryOrderPresentationModel?

    /// Creates the presenter; it holds `interactor` and `router` strongly. Its words are in
    /// `formatting`'s language, from the module's own string table, and its money and numbers are
    /// written for the language's locale.
    init(interactor: any OrderEntryInteractor, router: any OrderEntryRouter, formatting: Formatting) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        let strings = StringTable(bundle: .module, language: formatting.language)
        self.strings = strings
        loadErrorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "order.error.load", words: strings.word(for:))
        saveErrorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "order.error.save", words: strings.word(for:))
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

    /// Asks the use case to read the saved order again, so its summary follows what happened to
    /// it meanwhile (sent by the outbox, refused by the server); only while a saved order is shown
    /// and no save is under way. The form keeps what the user entered.
    func eventViewAppeared() {
        guard saved != nil, !isSaving else { return }
        interactor.eventViewAppeared()
    }

    /// The products the picker offers: none until the list has ended.
    var productCount: Int { products?.count ?? 0 }

    /// The product at `index` of the list that ended, as the picker shows it.
    func product(at index: Int) -> OrderEntryProductViewModel {
        (products ?? [])[index]
    }

    /// Whether the form is shown: the products arrived and there are some.
    var isFormShown: Bool { products != nil && !hasNoProducts }

    /// Shows "Loading products…" and asks the use case for the contact and the products, unless
    /// a load is under way.
    func load() {
        guard !isLoading else { return }
        isLoading = true
        loadFailure = nil
        render()
        interactor.eventViewReady()
    }
}
