import Domain
import Foundation
import Testing
import ViperKit

@testable import OrderHistory

@MainActor
@Suite("Order history presenter")
struct OrderHistoryPresenterTests {
    typealias F = OrderHistoryFixtures

    /// Plays the report of `orders` (grouped in UTC) into `presenter`, as the use case would.
    func play(_ presenter: OrderHistoryDefaultPresenter, days: [(String, [Order])], isOffline: Bool = false) {
        presenter.presentOrderHistoryStart()
        var grand = Money.zero
        for (day, orders) in days {
            presenter.presentDayStart(day: F.day(day))
            var total = Money.zero
            for order in orders {
                presenter.present(order: OrderHistoryOrderPresentationModel(order))
                total = total + order.total
            }
            presenter.presentDayEnd(day: F.day(day), total: total, count: orders.count)
            grand = grand + total
        }
        if days.isEmpty { presenter.presentNoOrders() }
        presenter.presentOrderHistoryEnd(grandTotal: grand, isOffline: isOffline)
    }

    @Test("on ready it shows Loading orders… and asks the use case")
    func ready() {
        let (presenter, view, interactor) = F.presenter()
        presenter.eventViewReady()
        #expect(view.last?.title == "Orders")
        #expect(view.last?.status == .loading("Loading orders…"))
        #expect(view.last?.days.isEmpty == true)
        #expect(interactor.viewReadyCount == 1)
    }

    @Test("each day gets a title like Sun, 22 Nov 2026, its orders and its total as currency; a grand total ends the list")
    func days() throws {
        let (presenter, view, _) = F.presenter()
        presenter.eventViewReady()
        play(presenter, days: [("2026-11-22", [F.a, F.b]), ("2026-11-20", [F.d])])
        let shown = try #require(view.last)
        #expect(shown.status == .ready)
        #expect(shown.days.map(\.title) == ["Sun, 22 Nov 2026", "Fri, 20 Nov 2026"])
        #expect(shown.days.map(\.id) == ["day-2026-11-22", "day-2026-11-20"])
        #expect(shown.days.map(\.totalTitle) == ["Total (2 orders)", "Total (1 order)"])
        #expect(shown.days.map(\.total) == ["US$1,275.00", "US$27.00"])
        #expect(
            shown.days[0].orders[0]
                == OrderHistoryRowViewModel(
                    id: "a", title: "Ada Lovelace — 3 × Widget", detail: "18:30 · US$40.50 · Sent", tone: .normal, isPending: false
                ))
        #expect(shown.grandTotalTitle == "All orders")
        #expect(shown.grandTotal == "US$1,302.00")
        #expect(shown.notice == nil && shown.retryTitle == nil)
    }

    @Test("a pending order is marked: the pending words and the secondary tone")
    func pendingMarked() throws {
        let (presenter, view, _) = F.presenter()
        play(presenter, days: [("2026-11-22", [F.a, F.b])])
        let pending = try #require(view.last?.days.first?.orders.last)
        #expect(pending.isPending)
        #expect(pending.tone == .secondary)
        #expect(pending.detail == "09:15 · US$1,234.50 · Pending — will be sent when the server can be reached")
        #expect(pending.title == "Charles Babbage — 1 × Gadget")
    }

    @Test("times and day titles are written in the injected time zone")
    func timeZone() throws {
        let (presenter, view, _) = F.presenter(timeZone: F.tokyo)
        presenter.presentOrderHistoryStart()
        let day = F.calendar(F.tokyo).startOfDay(for: F.a.createdAt)
        presenter.presentDayStart(day: day)
        presenter.present(order: OrderHistoryOrderPresentationModel(F.a))
        presenter.presentDayEnd(day: day, total: F.a.total, count: 1)
        presenter.presentOrderHistoryEnd(grandTotal: F.a.total, isOffline: false)
        let shown = try #require(view.last?.days.first)
        #expect(shown.title == "Mon, 23 Nov 2026")
        #expect(shown.orders.first?.detail.hasPrefix("03:30 · ") == true)
    }

    @Test("no orders says No orders yet, with no totals")
    func empty() {
        let (presenter, view, _) = F.presenter()
        presenter.eventViewReady()
        play(presenter, days: [])
        #expect(view.last?.status == .empty("No orders yet"))
        #expect(view.last?.grandTotal == nil && view.last?.grandTotalTitle == nil)
    }

    @Test("a failure shows its message with a retry that asks again")
    func failure() {
        let (presenter, view, interactor) = F.presenter()
        presenter.eventViewReady()
        presenter.presentOrderHistoryStart()
        presenter.present(error: .unreachable)
        presenter.presentOrderHistoryEnd(grandTotal: .zero, isOffline: false)
        #expect(view.last?.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(view.last?.retryTitle == "Try again")
        #expect(view.last?.grandTotal == nil)
        presenter.eventRetry()
        #expect(view.last?.status == .loading("Loading orders…"))
        #expect(interactor.viewReadyCount == 2)
    }

    @Test("retry does nothing when nothing failed")
    func retryWithoutFailure() {
        let (presenter, _, interactor) = F.presenter()
        presenter.eventViewReady()
        play(presenter, days: [("2026-11-20", [F.d])])
        presenter.eventRetry()
        #expect(interactor.viewReadyCount == 1)
    }

    @Test("orders from the device's copy show an offline notice, not an error")
    func offline() {
        let (presenter, view, _) = F.presenter()
        play(presenter, days: [("2026-11-20", [F.d])], isOffline: true)
        #expect(view.last?.status == .ready)
        #expect(view.last?.notice == "You're offline: these are the orders saved on this device.")
    }
}
