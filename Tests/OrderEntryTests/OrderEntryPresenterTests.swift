import Domain
@testable import OrderEntry
import Testing
import ViperKit

@MainActor
@Suite("Order entry presenter")
struct OrderEntryPresenterTests {
    @Test("on ready it shows New order and Loading products…, with no form, and asks the use case")
    func ready() throws {
        let (presenter, view, interactor, _) = OrderEntryFixtures.presenter()
        presenter.eventViewReady()
        let shown = try #require(view.last)
        #expect(shown.title == "New order")
        #expect(shown.status == .loading("Loading products…"))
        #expect(!shown.showsForm)
        #expect(interactor.events == [.viewReady])
    }

    @Test("the products fill the picker as name and price, and the contact's name is in the title")
    func products() throws {
        let (_, view, _, _) = OrderEntryFixtures.loadedPresenter()
        let shown = try #require(view.last)
        #expect(shown.title == "New order for Ada Lovelace")
        #expect(shown.status == .ready)
        #expect(shown.showsForm)
        #expect(shown.products == [
            OrderEntryProductViewModel(id: "8", label: "Gadget — $1,143.06"),
            OrderEntryProductViewModel(id: "7", label: "Widget — $12.50"),
        ])
        #expect(shown.selectedProductID.isEmpty && shown.quantityText.isEmpty)
        #expect(shown.notice == nil && shown.retryTitle == nil)
        #expect(shown.saveTitle == "Save" && shown.isSaveEnabled)
    }

    @Test("products from the device's copy show an offline notice, not an error")
    func offline() {
        let (presenter, view, _, _) = OrderEntryFixtures.presenter()
        presenter.eventViewReady()
        presenter.presentProductListStart()
        presenter.present(product: OrderEntryProductPresentationModel(OrderEntryFixtures.widget))
        presenter.presentProductListEnd(isOffline: true)
        #expect(view.last?.status == .ready)
        #expect(view.last?.notice == "You're offline: the products shown are the copy saved on this device.")
        #expect(view.last?.showsForm == true)
    }

    @Test("a failed load shows its message with a retry that asks again")
    func loadFails() {
        let (presenter, view, interactor, _) = OrderEntryFixtures.presenter()
        presenter.eventViewReady()
        presenter.present(loadError: .unreachable)
        #expect(view.last?.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(view.last?.retryTitle == "Try again")
        #expect(view.last?.showsForm == false)
        presenter.eventRetry()
        #expect(view.last?.status == .loading("Loading products…"))
        #expect(interactor.events == [.viewReady, .viewReady])
    }

    @Test("no products says so, with no form to fill")
    func noProducts() {
        let (presenter, view, _, _) = OrderEntryFixtures.presenter()
        presenter.eventViewReady()
        presenter.presentProductListStart()
        presenter.presentNoProducts()
        presenter.presentProductListEnd(isOffline: false)
        #expect(view.last?.status == .empty("There are no products to order yet."))
        #expect(view.last?.showsForm == false)
    }

    @Test("a quantity that is not digits only gets the format message and never reaches the use case",
          arguments: ["12a", "-3", "1.5", "+4", "abc", "1 2", "٣"])
    func formatError(text: String) {
        let (presenter, view, interactor, _) = OrderEntryFixtures.loadedPresenter()
        #expect(presenter.eventCapture(quantity: text) == false)
        #expect(view.last?.quantityError == "Format of Quantity must be digits only")
        #expect(view.last?.quantityText == text, "the text stays so the user can fix it")
        presenter.eventSave()
        #expect(view.last?.quantityError == "Format of Quantity must be digits only")
        #expect(interactor.quantities.isEmpty)
        #expect(interactor.saves == 0, "a save is held back while the format is wrong")
    }

    @Test("digits become the number; blank is no quantity; too many digits for an Int is Int.max",
          arguments: [("12", 12), (" 007 ", 7), ("", nil), ("   ", nil), ("99999999999999999999999", Int.max)] as [(String, Int?)])
    func quantityConverted(text: String, value: Int?) {
        let (presenter, view, interactor, _) = OrderEntryFixtures.loadedPresenter()
        #expect(presenter.eventCapture(quantity: text))
        #expect(interactor.quantities == [value])
        #expect(view.last?.quantityError == nil)
    }

    @Test("fixing the quantity clears the format message and lets the save through")
    func fixingFormat() {
        let (presenter, view, interactor, _) = OrderEntryFixtures.loadedPresenter()
        presenter.eventCapture(quantity: "12a")
        presenter.eventCapture(quantity: "12")
        presenter.eventSave()
        #expect(view.last?.quantityError == nil)
        #expect(interactor.events.suffix(2) == [.quantity(12), .save])
    }

    @Test("the picker's value becomes the product id; no choice is no product",
          arguments: [("7", 7), ("", nil), ("x", nil)] as [(String, Int64?)])
    func productConverted(text: String, id: Int64?) {
        let (presenter, _, interactor, _) = OrderEntryFixtures.loadedPresenter()
        presenter.eventCapture(productID: text)
        #expect(interactor.events.last == .productID(id))
    }

    @Test("missing fields get their messages next to them, both at once when both are missing",
          arguments: [(true, true), (true, false), (false, true)])
    func missingFields(product: Bool, quantity: Bool) {
        let (presenter, view, _, _) = OrderEntryFixtures.loadedPresenter()
        presenter.eventSave()
        presenter.presentMissingMandatoryFields(productID: product, quantity: quantity)
        #expect(view.last?.productError == (product ? "Product must be Entered" : nil))
        #expect(view.last?.quantityError == (quantity ? "Quantity must be Entered" : nil))
        #expect(view.last?.status == .ready)
        #expect(view.last?.isSaveEnabled == true)
    }

    @Test("a quantity out of the use case's range gets the range in words")
    func outOfRange() {
        let (presenter, view, _, _) = OrderEntryFixtures.loadedPresenter()
        presenter.eventSave()
        presenter.presentQuantityOutOfRange(allowed: 1 ... 999)
        #expect(view.last?.quantityError == "Quantity must be between 1 and 999")
        #expect(view.last?.productError == nil)
    }

    @Test("saving shows Saving order…, disables Save, and a second Save while saving is ignored")
    func saving() {
        let (presenter, view, interactor, _) = OrderEntryFixtures.loadedPresenter()
        presenter.eventCapture(productID: "8")
        presenter.eventCapture(quantity: "1")
        presenter.eventSave()
        #expect(view.last?.status == .loading("Saving order…"))
        #expect(view.last?.isSaveEnabled == false)
        #expect(view.last?.selectedProductID == "8" && view.last?.quantityText == "1")
        presenter.eventSave()
        #expect(interactor.saves == 1)
    }

    @Test("a second submit while saving is ignored as a whole: its values never reach the use case")
    func secondSubmitIgnored() {
        let (presenter, view, interactor, _) = OrderEntryFixtures.loadedPresenter()
        presenter.eventCapture(productID: "8")
        presenter.eventCapture(quantity: "1")
        presenter.eventSave()
        let before = interactor.events
        presenter.eventCapture(productID: "7")
        #expect(presenter.eventCapture(quantity: "5") == false)
        presenter.eventSave()
        #expect(interactor.events == before)
        #expect(view.last?.selectedProductID == "8" && view.last?.quantityText == "1")
    }

    @Test("Save before the products are shown does nothing")
    func saveBeforeLoad() {
        let (presenter, _, interactor, _) = OrderEntryFixtures.presenter()
        presenter.eventViewReady()
        presenter.eventSave()
        #expect(interactor.saves == 0)
    }

    @Test("a sent order shows item total, tax and order total as currency, Sent, and goes to the router")
    func sentOrder() throws {
        let (presenter, view, _, router) = OrderEntryFixtures.loadedPresenter()
        presenter.eventSave()
        let order = OrderEntryFixtures.order(OrderEntryFixtures.gadget, quantity: 1)
        presenter.present(order: OrderEntryOrderPresentationModel(order))
        let shown = try #require(view.last)
        #expect(shown.status == .ready && shown.isSaveEnabled)
        #expect(shown.summaryTitle == "Order saved")
        #expect(shown.summary == [
            OrderEntrySummaryRowViewModel(id: "product", title: "Product", detail: "Gadget"),
            OrderEntrySummaryRowViewModel(id: "quantity", title: "Quantity", detail: "1 × $1,143.06"),
            OrderEntrySummaryRowViewModel(id: "item-total", title: "Item total", detail: "$1,143.06"),
            OrderEntrySummaryRowViewModel(id: "tax", title: "Tax", detail: "$91.44"),
            OrderEntrySummaryRowViewModel(id: "order-total", title: "Order total", detail: "$1,234.50"),
            OrderEntrySummaryRowViewModel(id: "status", title: "Status", detail: "Sent", tone: .positive),
        ])
        #expect(router.saved == [order])
    }

    @Test("the same order saved again (a repeated save of one draft) is not handed to the router twice; a changed one is")
    func sameOrderOnce() {
        let (presenter, _, _, router) = OrderEntryFixtures.loadedPresenter()
        let pending = OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3, status: .pending)
        presenter.eventSave()
        presenter.present(order: OrderEntryOrderPresentationModel(pending))
        presenter.eventSave()
        presenter.present(order: OrderEntryOrderPresentationModel(pending))
        presenter.eventSave()
        presenter.present(order: OrderEntryOrderPresentationModel(pending.with(status: .sent)))
        #expect(router.saved == [pending, pending.with(status: .sent)])
    }

    @Test("a pending order says it will be sent when the server can be reached")
    func pendingOrder() {
        let (presenter, view, _, router) = OrderEntryFixtures.loadedPresenter()
        presenter.eventSave()
        let order = OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3, status: .pending)
        presenter.present(order: OrderEntryOrderPresentationModel(order))
        #expect(view.last?.summary.first { $0.id == "order-total" }?.detail == "$40.50")
        #expect(view.last?.summary.last == OrderEntrySummaryRowViewModel(
            id: "status", title: "Status", detail: "Saved — it will be sent when the server can be reached", tone: .secondary
        ))
        #expect(router.saved == [order])
    }

    @Test("money is written in a fixed en_US currency format",
          arguments: [(0, "$0.00"), (5, "$0.05"), (1_250, "$12.50"), (123_450, "$1,234.50"), (100_000_000, "$1,000,000.00")])
    func currency(cents: Int, text: String) {
        let (presenter, view, _, _) = OrderEntryFixtures.presenter()
        presenter.eventViewReady()
        presenter.presentProductListStart()
        presenter.present(product: OrderEntryProductPresentationModel(Product(id: 1, name: "P", unitPrice: Money(cents: cents))))
        presenter.presentProductListEnd(isOffline: false)
        #expect(view.last?.products.first?.label == "P — \(text)")
    }

    @Test("a failed save shows why above the form, keeps the values, and Try again saves again")
    func saveFails() {
        let (presenter, view, interactor, router) = OrderEntryFixtures.loadedPresenter()
        presenter.eventCapture(productID: "7")
        presenter.eventCapture(quantity: "3")
        presenter.eventSave()
        presenter.present(saveError: .storage("disk full"))
        #expect(view.last?.formError == "The order couldn't be saved on this device, so nothing was saved. Try again.")
        #expect(view.last?.retryTitle == "Try again")
        #expect(view.last?.selectedProductID == "7" && view.last?.quantityText == "3")
        #expect(view.last?.isSaveEnabled == true)
        #expect(router.saved.isEmpty)
        presenter.eventRetry()
        #expect(interactor.saves == 2)
        #expect(view.last?.formError == nil)
    }

    @Test("pressing Save again removes the earlier order's summary, also when the new text is malformed")
    func summaryCleared() {
        let (presenter, view, _, _) = OrderEntryFixtures.loadedPresenter()
        presenter.eventSave()
        presenter.present(order: OrderEntryOrderPresentationModel(OrderEntryFixtures.order()))
        #expect(view.last?.summaryTitle == "Order saved")
        presenter.eventCapture(quantity: "2x")
        presenter.eventSave()
        #expect(view.last?.summaryTitle == nil)
        #expect(view.last?.summary.isEmpty == true)
    }

    @Test("a new save clears the earlier field messages")
    func messagesCleared() {
        let (presenter, view, _, _) = OrderEntryFixtures.loadedPresenter()
        presenter.eventSave()
        presenter.presentMissingMandatoryFields(productID: true, quantity: true)
        presenter.eventCapture(productID: "7")
        presenter.eventCapture(quantity: "2")
        presenter.eventSave()
        #expect(view.last?.productError == nil && view.last?.quantityError == nil)
    }

    // MARK: - New order

    @Test("New order is offered only under a saved order: not before, not while saving, not after a refused or failed save")
    func newOrderOffered() {
        let (presenter, view, _, _) = OrderEntryFixtures.loadedPresenter()
        #expect(view.last?.newOrderTitle == nil)
        presenter.eventCapture(productID: "7")
        presenter.eventCapture(quantity: "3")
        presenter.eventSave()
        #expect(view.last?.newOrderTitle == nil, "not while saving")
        presenter.presentMissingMandatoryFields(productID: false, quantity: true)
        #expect(view.last?.newOrderTitle == nil)
        presenter.eventSave()
        presenter.present(saveError: .storage("disk full"))
        #expect(view.last?.newOrderTitle == nil)
        presenter.eventSave()
        presenter.present(order: OrderEntryOrderPresentationModel(OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3)))
        #expect(view.last?.newOrderTitle == "New order")
        presenter.eventSave()
        #expect(view.last?.newOrderTitle == nil, "Save again on the saved form: gone while it saves")
        presenter.present(order: OrderEntryOrderPresentationModel(OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3)))
        #expect(view.last?.newOrderTitle == "New order")
    }

    @Test("New order reaches the use case only while a saved order is shown")
    func newOrderOnlyAfterSave() {
        let (presenter, _, interactor, _) = OrderEntryFixtures.loadedPresenter()
        presenter.eventNewOrder()
        presenter.eventSave()
        presenter.eventNewOrder()
        #expect(!interactor.events.contains(.newOrder), "no saved order yet, then saving")
        presenter.present(order: OrderEntryOrderPresentationModel(OrderEntryFixtures.order()))
        presenter.eventNewOrder()
        #expect(interactor.events.last == .newOrder)
    }

    @Test("the new order clears the form: no product, an empty quantity, no messages, no summary and no New order")
    func newOrderClearsForm() throws {
        let (presenter, view, interactor, router) = OrderEntryFixtures.loadedPresenter()
        presenter.eventCapture(productID: "7")
        presenter.eventCapture(quantity: "3")
        presenter.eventSave()
        let order = OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3)
        presenter.present(order: OrderEntryOrderPresentationModel(order))
        presenter.eventNewOrder()
        presenter.presentNewOrder()
        let shown = try #require(view.last)
        #expect(shown.selectedProductID.isEmpty && shown.quantityText.isEmpty)
        #expect(shown.productError == nil && shown.quantityError == nil && shown.formError == nil)
        #expect(shown.summaryTitle == nil && shown.summary.isEmpty)
        #expect(shown.newOrderTitle == nil && shown.retryTitle == nil)
        #expect(shown.status == .ready && shown.showsForm && shown.isSaveEnabled)
        #expect(shown.title == "New order for Ada Lovelace")
        #expect(interactor.events.suffix(2) == [.save, .newOrder])
        #expect(router.saved == [order], "starting the next order tells the router nothing")
    }

    @Test("the next order, with the same product and quantity, is handed to the router too: once per order")
    func nextOrderToRouter() {
        let (presenter, _, _, router) = OrderEntryFixtures.loadedPresenter()
        let first = OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3, key: "key-1")
        let second = OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3, key: "key-2")
        presenter.eventSave()
        presenter.present(order: OrderEntryOrderPresentationModel(first))
        presenter.eventSave()
        presenter.present(order: OrderEntryOrderPresentationModel(first))
        presenter.eventNewOrder()
        presenter.presentNewOrder()
        presenter.eventCapture(productID: "7")
        presenter.eventCapture(quantity: "3")
        presenter.eventSave()
        presenter.present(order: OrderEntryOrderPresentationModel(second))
        #expect(router.saved == [first, second])
    }
}
