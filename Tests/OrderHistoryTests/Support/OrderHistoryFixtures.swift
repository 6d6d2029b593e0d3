import Domain
import Foundation
import OrderDetailTesting
import ViperKit

@testable import OrderHistory

/// The order history's orders and builder over a scripted gateway, and the parts of the screens it
/// shows.
@MainActor
enum OrderHistoryFixtures {
    nonisolated static let utc = TimeZone(identifier: "UTC")!
    nonisolated static let berlin = TimeZone(identifier: "Europe/Berlin")!
    nonisolated static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    nonisolated static let newYork = TimeZone(identifier: "America/New_York")!

    /// $12.50 each, plus 8% tax.
    static let widget = Product(id: 7, name: "Widget", unitPrice: Money(cents: 1_250))
    /// $1,143.06 each, plus 8% tax.
    static let gadget = Product(id: 8, name: "Gadget", unitPrice: Money(cents: 114_306))

    /// The instant written in ISO 8601, such as "2026-11-22T18:30:00Z".
    nonisolated static func date(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    /// An order of `quantity` × `product` saved at `time` (ISO 8601).
    static func order(
        _ id: String,
        _ time: String,
        _ product: Product,
        quantity: Int,
        status: OrderStatus = .sent,
        contact: String = "Ada Lovelace"
    ) -> Order {
        Order(
            draft: OrderDraft(key: id, userID: 1, contactID: 3, productID: product.id, quantity: quantity, createdAt: date(time)),
            contactName: contact,
            product: product,
            status: status
        )
    }

    /// Sun 22 Nov 18:30 UTC: 3 × Widget, $40.50, sent.
    static let a = order("a", "2026-11-22T18:30:00Z", widget, quantity: 3)
    /// Sun 22 Nov 09:15 UTC: 1 × Gadget, $1,234.50, pending.
    static let b = order("b", "2026-11-22T09:15:00Z", gadget, quantity: 1, status: .pending, contact: "Charles Babbage")
    /// Sat 21 Nov 23:30 UTC (already Sunday in Berlin and Tokyo): 1 × Widget, $13.50.
    static let c = order("c", "2026-11-21T23:30:00Z", widget, quantity: 1)
    /// Fri 20 Nov 12:00 UTC: 2 × Widget, $27.00.
    static let d = order("d", "2026-11-20T12:00:00Z", widget, quantity: 2)
    /// The four, newest first, as the manager gives them.
    static let orders = [a, b, c, d]

    /// A builder over `gateway` grouping and writing days in `timeZone` and speaking `language`.
    static func builder(
        _ gateway: OrderHistoryGateway = OrderHistoryGateway(orders: orders),
        orderDetail: OrderDetailBuilderSpy = OrderDetailBuilderSpy(),
        timeZone: TimeZone = utc,
        language: Language = .english
    ) -> OrderHistoryDefaultBuilder {
        OrderHistoryDefaultBuilder(gateway: gateway, orderDetail: orderDetail, timeZone: timeZone, language: language)
    }

    // MARK: - Screens

    /// The cell kind of a total row (a day's, and the grand total's).
    static let totalKind = CellKind(rawValue: "order-history.total")
    /// The Try again button after a failed read.
    static let retry = ScreenAction(id: "retry", title: "Try again", role: .primary)
    /// The Try again button pressed.
    static let retryEvent = ViewEvent.action("retry", form: [:])

    /// What opening changes: the title, and Loading orders… with nothing listed.
    static func loading(_ screen: inout Screen) {
        screen.title = "Orders"
        screen.status = .loading("Loading orders…")
    }

    /// What pressing Try again changes: Loading orders…, the failure and its button gone.
    static func reloading(_ screen: inout Screen) {
        screen.status = .loading("Loading orders…")
        screen.actions = []
    }

    /// What the orders arriving change: ready, and `sections`.
    static func loaded(_ sections: [ScreenSection]) -> (inout Screen) -> Void {
        { screen in
            screen.status = .ready
            screen.sections = sections
        }
    }

    /// An order's row: who and what over `detail` (time · total · status).
    static func row(_ id: String, _ title: String, _ detail: String, tone: Tone = .normal) -> ScreenRow {
        ScreenRow(id: id, kind: .subtitle, title: title, detail: detail, tone: tone, isSelectable: true)
    }

    /// A day's section: its orders, then its total row.
    static func day(_ id: String, _ title: String, _ rows: [ScreenRow], total: (title: String, amount: String)) -> ScreenSection {
        ScreenSection(id: id, title: title, rows: rows + [ScreenRow(id: "total", kind: totalKind, title: total.title, detail: total.amount)])
    }

    /// The last section: the total of every order under `title`.
    static func grandTotal(_ amount: String, title: String = "All orders") -> ScreenSection {
        ScreenSection(id: "all-orders", rows: [ScreenRow(id: "total", kind: totalKind, title: title, detail: amount)])
    }

    /// The four orders grouped in UTC: Sunday (a, then the pending b), Saturday (c), Friday (d),
    /// then the total of all of them.
    static let utcSections = [
        day(
            "day-2026-11-22", "Sun, 22 Nov 2026",
            [
                row("a", "Ada Lovelace — 3 × Widget", "18:30 · US$40.50 · Sent"),
                row(
                    "b", "Charles Babbage — 1 × Gadget", "09:15 · US$1,234.50 · Pending — will be sent when the server can be reached",
                    tone: .secondary),
            ],
            total: ("Total (2 orders)", "US$1,275.00")
        ),
        day(
            "day-2026-11-21", "Sat, 21 Nov 2026", [row("c", "Ada Lovelace — 1 × Widget", "23:30 · US$13.50 · Sent")],
            total: ("Total (1 order)", "US$13.50")),
        day(
            "day-2026-11-20", "Fri, 20 Nov 2026", [row("d", "Ada Lovelace — 2 × Widget", "12:00 · US$27.00 · Sent")],
            total: ("Total (1 order)", "US$27.00")),
        grandTotal("US$1,315.50"),
    ]
}
