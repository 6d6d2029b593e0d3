import Domain
import DomainTesting
import Foundation
import Testing
import ViperKit

@testable import OrderHistory

@MainActor
@Suite("Order history use case (interactor): grouping by day and totals")
struct OrderHistoryInteractorTests {
    typealias F = OrderHistoryFixtures
    let activity = ModuleActivity()
    let output = OrderHistoryOutputSpy()

    func report(
        _ orders: [Order], in timeZone: TimeZone = F.utc, configure: (OrderManagerSpy) -> Void = { _ in }
    ) async -> [OrderHistoryOutputSpy.Report] {
        let gateway = OrderHistoryGateway(orders: orders)
        configure(gateway.orders)
        let useCase = OrderHistoryDefaultInteractor(gateway: gateway, calendar: F.calendar(timeZone), activity: activity)
        useCase.output = output
        useCase.eventViewReady()
        await activity.idle()
        return output.reports
    }

    @Test("orders across days come newest first, one group per calendar day, each with its total, then the grand total")
    func groupsByDay() async {
        let reports = await report(F.orders)
        #expect(
            reports == [
                .start,
                .dayStart(F.day("2026-11-22")), .order("a"), .order("b"), .dayEnd(F.day("2026-11-22"), total: Money(cents: 127_500), count: 2),
                .dayStart(F.day("2026-11-21")), .order("c"), .dayEnd(F.day("2026-11-21"), total: Money(cents: 1_350), count: 1),
                .dayStart(F.day("2026-11-20")), .order("d"), .dayEnd(F.day("2026-11-20"), total: Money(cents: 2_700), count: 1),
                .end(grandTotal: Money(cents: 131_550), isOffline: false),
            ])
    }

    @Test("the calendar's time zone decides the day: 23:30 UTC on the 21st is the 22nd in Berlin")
    func berlin() async {
        let reports = await report(F.orders, in: F.berlin)
        #expect(
            reports == [
                .start,
                .dayStart(F.day("2026-11-22", in: F.berlin)), .order("a"), .order("b"), .order("c"),
                .dayEnd(F.day("2026-11-22", in: F.berlin), total: Money(cents: 128_850), count: 3),
                .dayStart(F.day("2026-11-20", in: F.berlin)), .order("d"),
                .dayEnd(F.day("2026-11-20", in: F.berlin), total: Money(cents: 2_700), count: 1),
                .end(grandTotal: Money(cents: 131_550), isOffline: false),
            ])
    }

    @Test("in Tokyo 18:30 UTC on the 22nd is already the 23rd, so the days split differently")
    func tokyo() async {
        let reports = await report(F.orders, in: F.tokyo)
        let days = reports.compactMap { if case .dayEnd(let day, let total, let count) = $0 { (day, total, count) } else { nil } }
        #expect(days.map(\.0) == [F.day("2026-11-23", in: F.tokyo), F.day("2026-11-22", in: F.tokyo), F.day("2026-11-20", in: F.tokyo)])
        #expect(days.map(\.1) == [Money(cents: 4_050), Money(cents: 124_800), Money(cents: 2_700)])
        #expect(days.map(\.2) == [1, 2, 1])
    }

    @Test("a 25-hour day (New York leaves summer time on 1 Nov 2026) is still one day")
    func daylightSavingEnds() async throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let early = F.order("early", "2026-11-01T04:30:00Z", F.widget, quantity: 1)  // 00:30 EDT
        let late = F.order("late", "2026-11-02T04:30:00Z", F.widget, quantity: 2)  // 23:30 EST, same day
        let next = F.order("next", "2026-11-02T05:30:00Z", F.widget, quantity: 1)  // 00:30 EST on the 2nd
        let reports = await report([next, late, early], in: newYork)
        let firstOfNovember = F.calendar(newYork).startOfDay(for: early.createdAt)
        #expect(reports.contains(.dayEnd(firstOfNovember, total: Money(cents: 1_350 + 2_700), count: 2)))
        #expect(reports.filter { if case .dayStart = $0 { true } else { false } }.count == 2)
    }

    @Test("orders the manager gives in any order still come newest first")
    func sortsNewestFirst() async {
        let reports = await report([F.d, F.b, F.a, F.c])
        #expect(reports.compactMap { if case .order(let id) = $0 { id } else { nil } } == ["a", "b", "c", "d"])
    }

    @Test("pending orders are listed, marked pending, and counted in the totals (they are saved and will be sent)")
    func pending() async {
        _ = await report(F.orders)
        #expect(output.orders.map(\.status) == [.sent, .pending, .sent, .sent])
        #expect(output.orders[1] == OrderHistoryOrderPresentationModel(F.b))
        #expect(output.orders[1].total == Money(cents: 123_450))
        #expect(output.orders[1].contactName == "Charles Babbage")
    }

    @Test("no orders is Start, no orders, End with nothing")
    func empty() async {
        #expect(await report([]) == [.start, .noOrders, .end(grandTotal: .zero, isOffline: false)])
    }

    @Test("a failure is Start, the error, End")
    func failure() async {
        let reports = await report(F.orders) { $0.failure = .unreachable }
        #expect(reports == [.start, .error(.unreachable), .end(grandTotal: .zero, isOffline: false)])
    }

    @Test("orders from the device's copy end the report as offline")
    func offline() async {
        let reports = await report([F.a]) { $0.source = .cache(savedAt: F.date("2026-11-22T20:00:00Z")) }
        #expect(reports.last == .end(grandTotal: Money(cents: 4_050), isOffline: true))
    }

    @Test("a read cancelled because the module closed reports nothing")
    func cancelled() async {
        let gateway = OrderHistoryGateway(orders: F.orders)
        gateway.orders.delay = .seconds(60)
        let useCase = OrderHistoryDefaultInteractor(gateway: gateway, calendar: F.calendar(F.utc), activity: activity)
        useCase.output = output
        useCase.eventViewReady()
        while gateway.orders.calls.count == 0 { await Task.yield() }
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.orders.cancelledCalls.count == 1)
        #expect(output.reports.isEmpty)
    }
}
