import Domain
import DomainTesting
import Foundation
import OrderDetailTesting
import OrderEntryTesting
import ViperKit

@testable import ContactDetail

/// The contact detail's builder over a scripted gateway and a stand-in order entry module, the
/// events its screen sends, and the screen mutations several tests share.
@MainActor
enum ContactDetailFixtures {
    nonisolated static let utc = TimeZone(identifier: "UTC")!
    /// 22 Nov 2026 at 14:30 UTC, the tests' "now".
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_357_800)
    /// 22 Nov 2026 at 14:05 UTC, when an offline copy was saved.
    nonisolated static let savedToday = now.addingTimeInterval(-25 * 60)
    /// 1 Jan 1970 at 00:00 UTC, an offline copy saved long ago.
    nonisolated static let savedLongAgo = Date(timeIntervalSince1970: 0)

    static let ann = Contact(id: 3, name: "Ann Archer", phone: "+1 (555) 010-1", address: "1 Main St, Springfield", company: "Acme")
    static let bob = Contact(id: 4, name: "Bob Brown", phone: "+1 555 0102", address: "2 Elm St, Shelbyville", company: "Globex")

    /// An order of `quantity` `product` for `contactID`, totalling `totalCents`, made `daysAgo` before ``now``.
    nonisolated static func order(
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

    /// A gateway knowing Ann and Bob and `orders`.
    static func gateway(orders: [Order] = orders) -> EntityGatewaySpy {
        let gateway = EntityGatewaySpy()
        gateway.contacts.contacts = [ann, bob]
        gateway.orders.orders = orders
        return gateway
    }

    /// A builder over `gateway` opening new orders through `orderEntry`, writing dates in UTC at
    /// ``now`` and speaking `language`.
    static func builder(
        _ gateway: EntityGatewaySpy = gateway(),
        orderEntry: OrderEntryBuilderSpy = OrderEntryBuilderSpy(),
        orderDetail: OrderDetailBuilderSpy = OrderDetailBuilderSpy(),
        language: Language = .english
    ) -> ContactDetailDefaultBuilder {
        ContactDetailDefaultBuilder(
            gateway: gateway,
            orderEntry: orderEntry,
            orderDetail: orderDetail,
            formatting: Formatting(timeZone: utc, language: language),
            now: { now }
        )
    }

    // MARK: - Events

    /// The New order button.
    static let newOrder = ViewEvent.action("new-order", form: [:])
    /// The Try again button.
    static let retry = ViewEvent.action("retry", form: [:])

    // MARK: - Screen

    /// What opening changes: the title Contact and Loading contact….
    static func loading(_ screen: inout Screen) {
        screen.title = "Contact"
        screen.status = .loading("Loading contact…")
    }

    /// What loading again changes: `title` and Loading contact… alone.
    static func reloading(_ title: String) -> (inout Screen) -> Void {
        { screen in
            screen.title = title
            screen.status = .loading("Loading contact…")
            screen.notice = nil
            screen.sections = []
            screen.actions = []
        }
    }

    /// Ann's details: her phone with its `tel:` link, her address and her company.
    static let annDetails = [
        ScreenRow(id: "phone", title: "Phone", detail: "+1 (555) 010-1", link: URL(string: "tel:+15550101")),
        ScreenRow(id: "address", title: "Address", detail: "1 Main St, Springfield"),
        ScreenRow(id: "company", title: "Company", detail: "Acme"),
    ]

    /// What the contact arriving changes: its name as the title, its `details`, the Orders
    /// section (its rows come next), New order, and the offline `notice` with Try again if it is
    /// the copy saved on this device.
    static func contact(_ name: String = "Ann Archer", details: [ScreenRow] = annDetails, notice: String? = nil) -> (inout Screen) -> Void {
        { screen in
            screen.title = name
            screen.status = .ready
            screen.notice = notice
            screen.sections = [
                ScreenSection(id: "details", rows: details),
                ScreenSection(id: "orders", title: "Orders", rows: []),
            ]
            screen.actions =
                [ScreenAction(id: "new-order", title: "New order", role: .primary)]
                + (notice == nil ? [] : [ScreenAction(id: "retry", title: "Try again")])
        }
    }

    /// The orders section shows `rows`.
    static func orderRows(_ rows: [ScreenRow]) -> (inout Screen) -> Void {
        { screen in
            screen.sections[1].rows = rows
        }
    }

    /// An order's row: product and quantity over total · date · status, in the status's tone.
    static func orderRow(_ id: String, _ title: String, _ detail: String, tone: Tone) -> ScreenRow {
        ScreenRow(id: id, kind: .subtitle, title: title, detail: detail, tone: tone, isSelectable: true)
    }

    /// Ann's orders, newest first.
    static let annOrders = [
        orderRow("new", "Toner × 1", "US$1,234.50 · 21 Nov 2026 at 14:30 · Pending", tone: .secondary),
        orderRow("old", "Paper × 2", "US$21.60 · 19 Nov 2026 at 14:30 · Sent", tone: .positive),
    ]

    /// The message row that the contact has no orders.
    static func noOrders(_ text: String = "No orders yet") -> ScreenRow {
        ScreenRow(id: "no-orders", kind: .message, title: text, tone: .secondary, height: .fill)
    }

    /// The error row saying why the orders could not be loaded.
    static func ordersError(_ text: String) -> ScreenRow {
        ScreenRow(id: "error", kind: .error, title: text, tone: .negative, height: .fill)
    }
}
