import Domain
import DomainTesting
import Foundation
import ViperKit

@testable import OrderDetail

/// The order detail's orders, builder and the parts of its screens the tests expect.
@MainActor
enum OrderDetailFixtures {
    static let utc = TimeZone(identifier: "UTC")!
    /// The clock of every test: Sun 22 Nov 2026, 15:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_359_600)

    static let notebook = Product(id: 6, name: "Field Notebook", unitPrice: Money(cents: 650))

    /// Order `id` of 4 notebooks for Farid Fischer, saved Sun 22 Nov 2026 14:30 UTC.
    static func order(_ id: String, status: OrderStatus = .sent, reason: String? = nil) -> Order {
        let draft = OrderDraft(key: id, userID: 1, contactID: 6, productID: notebook.id, quantity: 4, createdAt: now.addingTimeInterval(-1_800))
        return Order(draft: draft, contactName: "Farid Fischer", product: notebook, status: .sent).with(status: status, reason: reason)
    }

    /// A gateway holding a sent order `sent` and a refused one `refused` (the product is gone).
    static func gateway() -> EntityGatewaySpy {
        let gateway = EntityGatewaySpy()
        gateway.orders.orders = [order("sent"), order("refused", status: .refused, reason: "The product is no longer sold.")]
        return gateway
    }

    /// A builder over `gateway` writing dates in UTC at ``now`` and speaking `language`.
    static func builder(_ gateway: EntityGatewaySpy = gateway(), language: Language = .english) -> OrderDetailDefaultBuilder {
        OrderDetailDefaultBuilder(gateway: gateway, formatting: Formatting(timeZone: utc, language: language), now: { now })
    }

    /// The Send again button.
    static let sendAgain = ViewEvent.action("send-again", form: [:])
    /// The Try again button.
    static let retry = ViewEvent.action("retry", form: [:])

    /// What opening changes: the title, and Loading order….
    static func loading(_ screen: inout Screen) {
        screen.title = "Order"
        screen.status = .loading("Loading order…")
    }

    /// The order's lines, with `status` (and its tone) and, when given, the reason line.
    static func rows(status: String, tone: Tone, reason: String? = nil) -> [ScreenRow] {
        [
            ScreenRow(id: "contact", title: "Contact", detail: "Farid Fischer"),
            ScreenRow(id: "product", title: "Product", detail: "Field Notebook"),
            ScreenRow(id: "quantity", title: "Quantity", detail: "4"),
            ScreenRow(id: "unit-price", title: "Unit price", detail: "US$6.50"),
            ScreenRow(id: "item-total", title: "Item total", detail: "US$26.00"),
            ScreenRow(id: "tax", title: "Tax", detail: "US$2.08"),
            ScreenRow(id: "total", title: "Total", detail: "US$28.08"),
            ScreenRow(id: "saved", title: "Saved", detail: "22 Nov 2026 at 14:30"),
            ScreenRow(id: "status", title: "Status", detail: status, tone: tone),
        ] + (reason.map { [ScreenRow(id: "reason", title: "Reason", detail: $0, tone: .secondary)] } ?? [])
    }
}
