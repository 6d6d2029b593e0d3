import Domain
import Foundation
import ViperKit
import ViperKitTesting

@testable import OrderHistory

/// Values and helpers the order history tests share.
@MainActor
enum OrderHistoryFixtures {
    nonisolated static let utc = TimeZone(identifier: "UTC")!
    nonisolated static let berlin = TimeZone(identifier: "Europe/Berlin")!
    nonisolated static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    static let widget = Product(id: 7, name: "Widget", unitPrice: Money(cents: 1_250))
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
            draft: OrderDraft(key: id, contactID: 3, productID: product.id, quantity: quantity, createdAt: date(time)),
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

    /// The Gregorian calendar in `timeZone`.
    static func calendar(_ timeZone: TimeZone) -> Calendar {
        OrderHistoryDefaultBuilder.calendar(timeZone: timeZone)
    }

    /// The first instant of the day `text` ("2026-11-22") in `timeZone`.
    static func day(_ text: String, in timeZone: TimeZone = utc) -> Date {
        calendar(timeZone).startOfDay(for: date(text + "T12:00:00Z"))
    }

    /// A presenter wired to spies writing in `timeZone`, with its view attached.
    static func presenter(timeZone: TimeZone = utc) -> (OrderHistoryDefaultPresenter, OrderHistoryViewSpy, OrderHistoryInteractorSpy) {
        let view = OrderHistoryViewSpy()
        let interactor = OrderHistoryInteractorSpy()
        let presenter = OrderHistoryDefaultPresenter(interactor: interactor, router: OrderHistoryDefaultRouter(), timeZone: timeZone)
        presenter.view = view
        return (presenter, view, interactor)
    }

    /// The module over `gateway` in `timeZone`, speaking `language`, shown in a new navigator and
    /// loaded.
    static func shownModule(
        _ gateway: OrderHistoryGateway,
        timeZone: TimeZone = utc,
        language: Language = .english
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = OrderHistoryDefaultBuilder(gateway: gateway, timeZone: timeZone, language: language).build()
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}
