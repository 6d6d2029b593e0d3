import Domain
import Foundation
import Testing
import ViperKit
import ViperKitTesting

/// How the order history cuts the orders into days, through its screen: the builder's time zone
/// decides where a day starts and in which time the orders are written, and the orders come newest
/// first whatever order the manager gives them in.
@MainActor
@Suite("Order history days")
struct OrderHistoryDayGroupingTests {
    typealias Fixtures = OrderHistoryFixtures

    /// Opens the history of `orders` grouped in `timeZone` and expects `sections` once loaded.
    func expectDays(
        _ orders: [Order],
        in timeZone: TimeZone = Fixtures.utc,
        _ sections: [ScreenSection],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let store = ModuleTestStore(Fixtures.builder(OrderHistoryGateway(orders: orders), timeZone: timeZone).build())
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation, Fixtures.loaded(sections))
        await store.finish(sourceLocation: sourceLocation)
    }

    @Test("in Berlin, Saturday's 23:30 UTC order is on Sunday at 00:30, so Sunday has three orders; every time is Berlin's")
    func berlin() async {
        await expectDays(
            Fixtures.orders, in: Fixtures.berlin,
            [
                Fixtures.day(
                    "day-2026-11-22", "Sun, 22 Nov 2026",
                    [
                        Fixtures.row("a", "Ada Lovelace — 3 × Widget", "19:30 · US$40.50 · Sent"),
                        Fixtures.row(
                            "b", "Charles Babbage — 1 × Gadget", "10:15 · US$1,234.50 · Pending — will be sent when the server can be reached",
                            tone: .secondary),
                        Fixtures.row("c", "Ada Lovelace — 1 × Widget", "00:30 · US$13.50 · Sent"),
                    ],
                    total: ("Total (3 orders)", "US$1,288.50")),
                Fixtures.day(
                    "day-2026-11-20", "Fri, 20 Nov 2026", [Fixtures.row("d", "Ada Lovelace — 2 × Widget", "13:00 · US$27.00 · Sent")],
                    total: ("Total (1 order)", "US$27.00")),
                Fixtures.grandTotal("US$1,315.50"),
            ])
    }

    @Test("in Tokyo, 18:30 UTC on Sunday is already Monday the 23rd at 03:30, so the days split differently")
    func tokyo() async {
        await expectDays(
            Fixtures.orders, in: Fixtures.tokyo,
            [
                Fixtures.day(
                    "day-2026-11-23", "Mon, 23 Nov 2026", [Fixtures.row("a", "Ada Lovelace — 3 × Widget", "03:30 · US$40.50 · Sent")],
                    total: ("Total (1 order)", "US$40.50")),
                Fixtures.day(
                    "day-2026-11-22", "Sun, 22 Nov 2026",
                    [
                        Fixtures.row(
                            "b", "Charles Babbage — 1 × Gadget", "18:15 · US$1,234.50 · Pending — will be sent when the server can be reached",
                            tone: .secondary),
                        Fixtures.row("c", "Ada Lovelace — 1 × Widget", "08:30 · US$13.50 · Sent"),
                    ],
                    total: ("Total (2 orders)", "US$1,248.00")),
                Fixtures.day(
                    "day-2026-11-20", "Fri, 20 Nov 2026", [Fixtures.row("d", "Ada Lovelace — 2 × Widget", "21:00 · US$27.00 · Sent")],
                    total: ("Total (1 order)", "US$27.00")),
                Fixtures.grandTotal("US$1,315.50"),
            ])
    }

    @Test("a 25-hour day (New York leaves summer time on 1 Nov 2026) is still one day, from 00:30 to 23:30")
    func daylightSavingEnds() async {
        let early = Fixtures.order("early", "2026-11-01T04:30:00Z", Fixtures.widget, quantity: 1)  // 00:30 EDT
        let late = Fixtures.order("late", "2026-11-02T04:30:00Z", Fixtures.widget, quantity: 2)  // 23:30 EST, same day
        let next = Fixtures.order("next", "2026-11-02T05:30:00Z", Fixtures.widget, quantity: 1)  // 00:30 EST on the 2nd
        await expectDays(
            [next, late, early], in: Fixtures.newYork,
            [
                Fixtures.day(
                    "day-2026-11-02", "Mon, 2 Nov 2026", [Fixtures.row("next", "Ada Lovelace — 1 × Widget", "00:30 · US$13.50 · Sent")],
                    total: ("Total (1 order)", "US$13.50")),
                Fixtures.day(
                    "day-2026-11-01", "Sun, 1 Nov 2026",
                    [
                        Fixtures.row("late", "Ada Lovelace — 2 × Widget", "23:30 · US$27.00 · Sent"),
                        Fixtures.row("early", "Ada Lovelace — 1 × Widget", "00:30 · US$13.50 · Sent"),
                    ],
                    total: ("Total (2 orders)", "US$40.50")),
                Fixtures.grandTotal("US$54.00"),
            ])
    }

    @Test("orders the manager gives in any order still come newest first, across days and within a day")
    func newestFirst() async {
        await expectDays([Fixtures.d, Fixtures.b, Fixtures.a, Fixtures.c], Fixtures.utcSections)
    }
}
