import Domain
import Foundation
@testable import OrderEntry
import OrderEntryInterface
import ViperKit
import ViperKitTesting

/// Values and helpers the order entry tests share.
@MainActor
enum OrderEntryFixtures {
    /// The contact orders are for.
    static let contact = Contact(id: 3, name: "Ada Lovelace", phone: "555-0100", address: "1 Analytical Row", company: "Engines Ltd")
    /// $12.50 each: 3 make $37.50 + $3.00 tax = $40.50.
    static let widget = Product(id: 7, name: "Widget", unitPrice: Money(cents: 1_250))
    /// $1,143.06 each: 1 makes $1,143.06 + $91.44 tax = $1,234.50.
    static let gadget = Product(id: 8, name: "Gadget", unitPrice: Money(cents: 114_306))
    /// The products, by name.
    static let products = [gadget, widget]
    /// The fixed clock.
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (OrderEntryDefaultPresenter, OrderEntryViewSpy, OrderEntryInteractorSpy, OrderEntryRouterSpy) {
        let view = OrderEntryViewSpy()
        let interactor = OrderEntryInteractorSpy()
        let router = OrderEntryRouterSpy()
        let presenter = OrderEntryDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// A presenter that has shown the products.
    static func loadedPresenter() -> (OrderEntryDefaultPresenter, OrderEntryViewSpy, OrderEntryInteractorSpy, OrderEntryRouterSpy) {
        let (presenter, view, interactor, router) = presenter()
        presenter.eventViewReady()
        presenter.present(contactName: contact.name)
        presenter.presentProductListStart()
        for product in products { presenter.present(product: OrderEntryProductPresentationModel(product)) }
        presenter.presentProductListEnd(isOffline: false)
        return (presenter, view, interactor, router)
    }

    /// The order the manager makes for `quantity` of `product`, with `status`.
    static func order(_ product: Product = gadget, quantity: Int = 1, status: OrderStatus = .sent, key: String = "key-1") -> Order {
        Order(
            draft: OrderDraft(key: key, contactID: contact.id, productID: product.id, quantity: quantity, createdAt: now),
            contactName: contact.name,
            product: product,
            status: status
        )
    }

    /// A builder over `gateway` with counted keys and the fixed clock.
    static func builder(_ gateway: EntityGatewaySpy, keys: KeyMakerSpy = KeyMakerSpy()) -> OrderEntryDefaultBuilder {
        OrderEntryDefaultBuilder(gateway: gateway, makeKey: keys.make, now: { now })
    }

    /// The module for ``contact`` over `gateway`, shown in a new navigator and loaded.
    static func shownModule(
        _ gateway: EntityGatewaySpy,
        keys: KeyMakerSpy = KeyMakerSpy(),
        delegate: (any OrderEntryDelegate)? = nil
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = builder(gateway, keys: keys).build(input: OrderEntryInput(contactID: contact.id), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }

    /// The event of pressing Save with these values in the form.
    static func save(product: String, quantity: String) -> ViewEvent {
        .action(
            OrderEntryDefaultView.saveActionID,
            form: [OrderEntryDefaultView.productFieldID: product, OrderEntryDefaultView.quantityFieldID: quantity]
        )
    }
}
