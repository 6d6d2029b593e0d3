import Domain
import Fakes
import Foundation
import ItemDetailInterface
import ItemDetailTesting
import Testing
import ViperKit
import ViperKitTesting

/// The items list through its screen: events in, every screen change and navigation out, over a
/// fake items service and a stand-in detail module. Each `finish()` also checks the list is
/// released once closed.
///
/// A page arriving updates the screen twice (the status and toolbar, then the rows), so it takes
/// two `receive` steps.
@MainActor
@Suite("Items list module")
struct ItemsListModuleTests {
    typealias Fixtures = ItemsListFixtures

    /// The list over `items`, its first page asserted.
    func loadedStore(
        _ items: FakeItemsService,
        detail: ItemDetailBuilderSpy = ItemDetailBuilderSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let store = ModuleTestStore(Fixtures.builder(items, detail: detail).build(), sourceLocation: sourceLocation)
        let total = items.count
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation) {
            $0.status = total == 0 ? .empty("No items") : .ready
            $0.actions = Fixtures.actions(canDeleteAll: total > 0)
        }
        await store.receive(sourceLocation: sourceLocation) {
            $0.sections = [Fixtures.section(offset: 0, total: total)]
        }
        return store
    }

    // MARK: Opening

    @Test(
        "building asks nothing; opening shows Loading items…, asks for the first page only, then its rows: name, date, green when enabled, red when not"
    )
    func opens() async {
        let items = FakeItemsService(items: FakeItems.make(120))
        let store = ModuleTestStore(Fixtures.builder(items).build())
        #expect(items.calls.isEmpty)
        store.send(.load) {
            $0.title = "Items"
            $0.status = .loading("Loading items…")
            $0.actions = [ScreenAction(id: "delete-all", title: "Delete all", role: .destructive, isEnabled: false)]
        }
        await store.receive {
            $0.status = .ready
            $0.actions[0].isEnabled = true
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 120)]
        }
        let rows = store.screen.sections.first?.rows ?? []
        #expect(rows.count == 50)
        #expect(
            Array(rows.prefix(2)) == [
                ScreenRow(id: "1", kind: .subtitle, title: "Item 1", detail: "14 Nov 2023 at 22:14", tone: .positive, isSelectable: true),
                ScreenRow(id: "2", kind: .subtitle, title: "Item 2", detail: "14 Nov 2023 at 22:15", tone: .negative, isSelectable: true),
            ])
        #expect(items.calls == [.items(offset: 0, limit: 50)])
        await store.finish()
    }

    @Test("dates are written in the builder's time zone")
    func timeZone() async throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let store = ModuleTestStore(Fixtures.builder(FakeItemsService(items: FakeItems.make(1)), timeZone: tokyo).build())
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(canDeleteAll: true)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 1, timeZone: tokyo)]
        }
        #expect(store.screen.sections.first?.rows.first?.detail == "15 Nov 2023 at 07:14")
        await store.finish()
    }

    @Test("a page from the device's copy, the API being down, shows the offline notice with its time; a live page clears it")
    func offlinePage() async throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let items = FakeItemsService(items: FakeItems.make(120))
        items.source = .cache(savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let store = ModuleTestStore(Fixtures.builder(items, timeZone: utc).build())
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .ready
            $0.actions[0].isEnabled = true
            $0.notice = "Offline — showing items saved on 14 Nov 2023 at 22:13"
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 120)]
        }
        items.source = .live
        store.send(.scroll(section: "items", offset: 50)) {
            $0.sections = [Fixtures.section(offset: 50, total: 120, placeholders: true)]
        }
        await store.receive {
            $0.notice = nil
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 50, total: 120)]
        }
        await store.finish()
    }

    @Test("a million items open with exactly one page request, like a hundred")
    func millionOpensLikeHundred() async {
        let million = FakeItemsService(generatedCount: 1_000_000)
        let hundred = FakeItemsService(generatedCount: 100)
        let large = await loadedStore(million)
        let small = await loadedStore(hundred)
        #expect(million.calls == [.items(offset: 0, limit: 50)])
        #expect(hundred.calls == million.calls)
        await large.finish()
        await small.finish()
    }

    @Test("an empty list says No items, and Delete all does nothing")
    func empty() async {
        let items = FakeItemsService()
        let store = await loadedStore(items)
        #expect(store.screen.status == .empty("No items"))
        store.send(.action("delete-all", form: [:]))
        #expect(items.calls == [.items(offset: 0, limit: 50)])
        await store.finish()
    }

    @Test("a failed first load says why with Try again, which loads again")
    func firstLoadFails() async {
        let items = FakeItemsService(items: FakeItems.make(3))
        items.failNextCall(with: .unreachable)
        let store = ModuleTestStore(Fixtures.builder(items).build())
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .failed("Can't reach the server. Check your connection and try again.")
            $0.actions = Fixtures.actions(canDeleteAll: false, retry: true)
        }
        store.send(.action("retry", form: [:])) {
            $0.status = .loading("Loading items…")
            $0.actions = Fixtures.actions(canDeleteAll: false)
        }
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(canDeleteAll: true)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 3)]
        }
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 0, limit: 50)])
        await store.finish()
    }

    // MARK: Paging

    @Test("scrolling to 999,950 of a million shows Loading… placeholders, asks for that one page, then shows the last 50")
    func scrollToEnd() async {
        let items = FakeItemsService(generatedCount: 1_000_000)
        let store = await loadedStore(items)
        store.send(.scroll(section: "items", offset: 999_950)) {
            $0.sections = [Fixtures.section(offset: 999_950, total: 1_000_000, placeholders: true)]
        }
        #expect(store.screen.sections.first?.rows.first == ScreenRow(id: "placeholder-999950", kind: .placeholder, title: "Loading…"))
        await store.receive {
            $0.sections = [Fixtures.section(offset: 999_950, total: 1_000_000)]
        }
        #expect(store.screen.sections.first?.rows.map(\.id).last == "1000000")
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 999_950, limit: 50)])
        await store.finish()
    }

    @Test("an offset before the list shows its start and asks for nothing", arguments: [-10, Int.min])
    func scrollBeforeStart(offset: Int) async {
        let items = FakeItemsService(items: FakeItems.make(120))
        let store = await loadedStore(items)
        store.send(.scroll(section: "items", offset: offset))
        #expect(items.calls == [.items(offset: 0, limit: 50)])
        await store.finish()
    }

    @Test(
        "an offset in or past the last page shows the rows from there to the end, asking only for that page",
        arguments: [(119, 119), (120, 100), (5_000, 100), (Int.max, 100)]
    )
    func scrollToLastPage(offset: Int, shown: Int) async {
        let items = FakeItemsService(items: FakeItems.make(120))
        let store = await loadedStore(items)
        store.send(.scroll(section: "items", offset: offset)) {
            $0.sections = [Fixtures.section(offset: shown, total: 120, placeholders: true)]
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: shown, total: 120)]
        }
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 100, limit: 50)])
        await store.finish()
    }

    @Test("a window across two pages asks for both")
    func windowAcrossPages() async {
        let items = FakeItemsService(generatedCount: 1_000)
        // The two pages answer in either order, so only where the screen settles is asserted.
        let store = ModuleTestStore(Fixtures.builder(items).build(), exhaustivity: .off)
        store.send(.load)
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(canDeleteAll: true)
            $0.sections = [Fixtures.section(offset: 0, total: 1_000)]
        }
        store.send(.scroll(section: "items", offset: 425))
        await store.receive {
            $0.sections = [Fixtures.section(offset: 425, total: 1_000)]
        }
        #expect(items.calls.first == .items(offset: 0, limit: 50))
        #expect(Set(items.calls.dropFirst()) == [.items(offset: 400, limit: 50), .items(offset: 450, limit: 50)])
        #expect(items.calls.count == 3)
        await store.finish()
    }

    @Test("however far the user scrolls, only the 8 pages used last are kept: going back to one asks nothing, to an older one asks again")
    func boundedCache() async {
        let items = FakeItemsService(generatedCount: 1_000_000)
        let store = await loadedStore(items)
        for page in 1 ... 40 {
            store.send(.scroll(section: "items", offset: page * 50)) {
                $0.sections = [Fixtures.section(offset: page * 50, total: 1_000_000, placeholders: true)]
            }
            await store.receive {
                $0.sections = [Fixtures.section(offset: page * 50, total: 1_000_000)]
            }
        }
        #expect(items.calls.count == 41)
        store.send(.scroll(section: "items", offset: 33 * 50)) {
            $0.sections = [Fixtures.section(offset: 33 * 50, total: 1_000_000)]
        }
        #expect(items.calls.count == 41, "page 33 is one of the last 8")
        store.send(.scroll(section: "items", offset: 0)) {
            $0.sections = [Fixtures.section(offset: 0, total: 1_000_000, placeholders: true)]
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 1_000_000)]
        }
        #expect(items.calls.count == 42)
        #expect(items.calls.last == .items(offset: 0, limit: 50), "an evicted page is asked for again")
        await store.finish()
    }

    @Test("a later page that fails shows a notice with Try again and keeps its placeholders; it is not asked again until Try again")
    func laterPageFails() async {
        let items = FakeItemsService(generatedCount: 1_000)
        let store = await loadedStore(items)
        items.failNextCall(with: .unreachable)
        store.send(.scroll(section: "items", offset: 500)) {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000, placeholders: true)]
        }
        await store.receive {
            $0.notice = "Some items couldn't be loaded. Can't reach the server. Check your connection and try again."
            $0.actions = Fixtures.actions(canDeleteAll: true, retry: true)
        }
        #expect(store.screen.status == .ready)
        store.send(.scroll(section: "items", offset: 500))
        #expect(items.calls.count == 2, "a failed page is not asked again by scrolling")
        store.send(.action("retry", form: [:])) {
            $0.notice = nil
            $0.actions = Fixtures.actions(canDeleteAll: true)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000)]
        }
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 500, limit: 50), .items(offset: 500, limit: 50)])
        await store.finish()
    }

    @Test("when the list shrank meanwhile, the window moves back into it")
    func listShrank() async {
        let items = FakeItemsService(items: FakeItems.make(1_000))
        let store = await loadedStore(items)
        _ = try? await items.deleteAll()
        store.send(.scroll(section: "items", offset: 900)) {
            $0.sections = [Fixtures.section(offset: 900, total: 1_000, placeholders: true)]
        }
        await store.receive {
            $0.status = .empty("No items")
            $0.actions = Fixtures.actions(canDeleteAll: false)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 0)]
        }
        await store.finish()
    }

    // MARK: Selecting

    @Test("selecting item 3 pushes its detail, built with id 3 and the list as its delegate; rows that are not items go nowhere")
    func select() async {
        let detail = ItemDetailBuilderSpy()
        let store = await loadedStore(FakeItemsService(items: FakeItems.make(10)), detail: detail)
        store.send(.select(section: "items", row: "placeholder-4"))
        store.send(.select(section: "other", row: "3"))
        store.send(.select(section: "items", row: "3"))
        await store.receive(.push(ItemDetailRoute.route(for: 3)))
        #expect(detail.inputs == [ItemDetailInput(id: 3)])
        #expect(detail.lastDelegate != nil)
        await store.finish()
        #expect(detail.lastDelegate == nil, "the detail's delegate went with the list")
    }

    @Test("an item changed in its detail updates its row in place without asking the service; an item not shown changes nothing")
    func detailUpdatesRow() async throws {
        let items = FakeItemsService(items: FakeItems.make(10))
        let detail = ItemDetailBuilderSpy()
        let store = await loadedStore(items, detail: detail)
        store.send(.select(section: "items", row: "3"))
        await store.receive(.push(ItemDetailRoute.route(for: 3)))
        var disabled = FakeItems.item(id: 3)
        disabled.enabled = false
        // The detail reports through its weak delegate; the test holds none, or the list would
        // outlive `finish()`.
        try #require(detail.lastDelegate).itemDetail(didUpdate: disabled)
        await store.receive {
            $0.sections[0].rows[2].tone = .negative
        }
        detail.lastDelegate?.itemDetail(didUpdate: FakeItems.item(id: 999))
        #expect(items.calls == [.items(offset: 0, limit: 50)])
        await store.finish()
    }

    @Test("the list, scrolled and with a detail open, is released once closed, and so is the detail's delegate")
    func releasedAfterUse() async {
        let detail = ItemDetailBuilderSpy()
        let store = await loadedStore(FakeItemsService(generatedCount: 1_000), detail: detail)
        store.send(.scroll(section: "items", offset: 500)) {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000, placeholders: true)]
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000)]
        }
        store.send(.select(section: "items", row: "501"))
        await store.receive(.push(ItemDetailRoute.route(for: 501)))
        #expect(store.navigator.stack.count == 2)
        await store.finish()
        #expect(detail.lastDelegate == nil)
    }

    // MARK: Deleting

    @Test("Delete all asks first; Delete shows Deleting items…, then the list is empty with Success / Operation completed, and OK clears it")
    func deleteAll() async {
        let items = FakeItemsService(items: FakeItems.make(120))
        let store = await loadedStore(items)
        store.send(.action("delete-all", form: [:])) {
            $0.alert = ScreenAlert(
                title: "Delete all items?",
                message: "Every item will be deleted. This cannot be undone.",
                actions: [
                    ScreenAction(id: "confirm-delete", title: "Delete", role: .destructive),
                    ScreenAction(id: "cancel", title: "Cancel", role: .cancel),
                ]
            )
        }
        store.send(.alert("confirm-delete")) {
            $0.alert = nil
            $0.status = .loading("Deleting items…")
            $0.actions = Fixtures.actions(canDeleteAll: false)
        }
        store.send(.alert("confirm-delete"))
        await store.receive {
            $0.status = .empty("No items")
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 0)]
        }
        await store.receive {
            $0.alert = Fixtures.message("Success", "Operation completed")
        }
        store.send(.alert("ok")) {
            $0.alert = nil
        }
        #expect(items.count == 0)
        #expect(items.calls == [.items(offset: 0, limit: 50), .deleteAll], "a second Delete while deleting is ignored")
        await store.finish()
    }

    @Test("Cancel clears the confirmation and deletes nothing")
    func deleteAllCancelled() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let store = await loadedStore(items)
        store.send(.action("delete-all", form: [:])) {
            $0.alert = Fixtures.confirmation
        }
        store.send(.alert("cancel")) {
            $0.alert = nil
        }
        #expect(items.calls == [.items(offset: 0, limit: 50)])
        await store.finish()
    }

    @Test(
        "a failed delete shows Error with a clear message, and the list stays",
        arguments: [
            (ServiceError.timeout, "The server is taking too long to answer. Try again in a moment."),
            (.server(status: 500, message: "boom"), "The server had a problem. Try again in a moment."),
        ]
    )
    func deleteAllFails(error: ServiceError, message: String) async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let store = await loadedStore(items)
        items.failNextCall(with: error)
        store.send(.action("delete-all", form: [:])) { $0.alert = Fixtures.confirmation }
        store.send(.alert("confirm-delete")) {
            $0.alert = nil
            $0.status = .loading("Deleting items…")
            $0.actions = Fixtures.actions(canDeleteAll: false)
        }
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(canDeleteAll: true)
        }
        await store.receive {
            $0.alert = Fixtures.message("Error", message)
        }
        store.send(.alert("ok")) {
            $0.alert = nil
        }
        #expect(items.count == 5)
        await store.finish()
    }
}
