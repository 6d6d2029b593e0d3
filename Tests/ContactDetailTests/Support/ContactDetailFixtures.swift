import ContactDetailInterface
import Domain
import DomainTesting
import Fakes
import Foundation
import OrderEntryInterface
import OrderEntryTesting
import ViperKit
import ViperKitTesting

@testable import ContactDetail

/// Values and helpers the contact detail tests share.
@MainActor
enum ContactDetailFixtures {
    static let utc = TimeZone(identifier: "UTC")!
    /// 22 Nov 2026 at 14:30 UTC, the tests' "now".
    static let now = Date(timeIntervalSince1970: 1_795_357_800)
    /// 22 Nov 2026 at 14:05 UTC, when an offline copy was saved.
    static let savedToday = now.addingTimeInterval(-25 * 60)

    static let ann = Contact(id: 3, name: "Ann Archer", phone: "+1 (555) 010-1", address: "1 Main St, Springfield", company: "Acme")
    static let bob = Contact(id: 4, name: "Bob Brown", phone: "+1 555 0102", address: "2 Elm St, Shelbyville", company: "Globex")

    /// An order of `quantity` `product` for `contactID`, totalling `totalCents`, made `daysAgo` before ``now``.
    static func order(
        _ id: String,
        contactID: Int64 = 3,
        product: String = "Paper",
        quantity: Int = 1,
        totalCents: Int = 1_080,
        daysAgo: Double = 1,
        status: OrderStatus = .sent
    ) -> Order {
        Order(
            id: id, contactID: contactID, contactName: "Ann Archer", productID: 1, productName: product,
            quantity: quantity, unitPrice: Money(cents: totalCents), itemTotal: Money(cents: totalCents),
            tax: .zero, total: Money(cents: totalCents), createdAt: now.addingTimeInterval(-daysAgo * 86_400), status: status
        )
    }

    /// Ann's two orders (the older first, as a careless manager might give them) and one of Bob's.
    static let orders = [
        order("old", product: "Paper", quantity: 2, totalCents: 2_160, daysAgo: 3),
        order("new", product: "Toner", quantity: 1, totalCents: 123_450, daysAgo: 1, status: .pending),
        order("bob", contactID: 4, product: "Staples", daysAgo: 2),
    ]

    /// A gateway knowing Ann and Bob and ``orders``.
    static func gateway() -> EntityGatewaySpy {
        let gateway = EntityGatewaySpy()
        gateway.contacts.contacts = [ann, bob]
        gateway.orders.orders = orders
        return gateway
    }

    /// A presenter of contact 3 wired to spies, with its view attached, in UTC at ``now``, speaking
    /// `language`.
    static func presenter(
        language: Language = .english
    ) -> (ContactDetailDefaultPresenter, ContactDetailViewSpy, ContactDetailInteractorSpy, ContactDetailRouterSpy) {
        let view = ContactDetailViewSpy()
        let interactor = ContactDetailInteractorSpy()
        let router = ContactDetailRouterSpy()
        let presenter = ContactDetailDefaultPresenter(
            contactID: 3, interactor: interactor, router: router, timeZone: utc, language: language, now: { now })
        presenter.view = view
        view.presenter = presenter
        return (presenter, view, interactor, router)
    }

    /// A builder over `gateway` opening new orders through `orderEntry`, writing dates in UTC and
    /// speaking `language`.
    static func builder(
        _ gateway: EntityGatewaySpy,
        orderEntry: OrderEntryBuilderSpy = OrderEntryBuilderSpy(),
        language: Language = .english
    ) -> ContactDetailDefaultBuilder {
        ContactDetailDefaultBuilder(gateway: gateway, orderEntry: orderEntry, timeZone: utc, language: language)
    }

    /// The module of contact `id` over `gateway` speaking `language`, shown in a new navigator and
    /// loaded.
    static func shownModule(
        _ gateway: EntityGatewaySpy,
        id: Int64 = 3,
        orderEntry: OrderEntryBuilderSpy = OrderEntryBuilderSpy(),
        language: Language = .english
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = builder(gateway, orderEntry: orderEntry, language: language).build(input: ContactDetailInput(contactID: id))
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}
