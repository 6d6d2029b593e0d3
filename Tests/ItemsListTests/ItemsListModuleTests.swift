import Domain
import Fakes
import Foundation
import ItemsListInterface
import ItemsListPreviews
import Testing
import ViperKit
import ViperKitTesting

/// The items list through its screen: events in, every screen change and navigation out, over a
/// fake items service and a stand-in detail module. Each `finish()` also checks the list is
/// released once closed. Paging, selecting and deleting have suites of their own.
///
/// A page arriving updates the screen twice (the status and toolbar, then the rows), so it takes
/// two `receive` steps.
@MainActor
@Suite("Items list module")
struct ItemsListModuleTests {
    typealias Fixtures = ItemsListFixtures

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(ItemsListPreviews.all, of: "ItemsList")
    }

    @Test("built by its builder and its plugin `items-list`, the list answers /items and is released when closed mid-load; the load is cancelled")
    func lifecycle() async {
        let route = ItemsListRoute.route
        #expect(route.path == "/items")
        let items = FakeItemsService(generatedCount: 1_000_000)
        items.holdCalls()
        let builder = Fixtures.builder(items)
        let plugin = builder.plugin()
        #expect(plugin.id == "items-list")
        #expect(plugin.routes == [ItemsListRoute.pattern])
        await ModuleLifecycleCheck.run("ItemsList", at: route, plugin: plugin, closedMidWork: true) {
            builder.build()
        }
        #expect(items.cancelledCalls == [.items(offset: 0, limit: 50)])
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
        let large = await Fixtures.loadedStore(million)
        let small = await Fixtures.loadedStore(hundred)
        #expect(million.calls == [.items(offset: 0, limit: 50)])
        #expect(hundred.calls == million.calls)
        await large.finish()
        await small.finish()
    }

    @Test("an empty list says No items, and Delete all does nothing")
    func empty() async {
        let items = FakeItemsService()
        let store = await Fixtures.loadedStore(items)
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
            $0.status = .failed(ServiceErrorWording.standard.message(for: .unreachable))
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

    // MARK: Shown again

    @Test("shown again (Back to it, its tab selected), the list reads the page on screen again, and an unchanged page changes nothing")
    func appearReadsThePageOnScreen() async {
        let items = FakeItemsService(items: FakeItems.make(120))
        let store = await Fixtures.loadedStore(items)
        store.send(.appear)
        await store.finish()
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 0, limit: 50)])
    }

    // MARK: German

    @Test("built for German, the list shows its own German words, German dates and the offline notice; Delete all asks and fails in German")
    func german() async {
        let items = FakeItemsService(items: FakeItems.make(3))
        items.source = .cache(savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let store = ModuleTestStore(Fixtures.builder(items, language: .german).build())
        store.send(.load, Fixtures.germanLoading)
        await store.receive {
            $0.status = .ready
            $0.actions[0].isEnabled = true
            $0.notice = "Offline — du siehst Artikel, die am 14. Nov. 2023, 22:13 gespeichert wurden"
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 3, language: .german)]
        }
        #expect(store.screen.sections.first?.rows.first?.detail == "14. Nov. 2023, 22:14")
        store.send(.action("delete-all", form: [:])) {
            $0.alert = ScreenAlert(
                title: "Alle Artikel löschen?",
                message: "Alle Artikel werden gelöscht. Das kann nicht rückgängig gemacht werden.",
                actions: [
                    ScreenAction(id: "confirm-delete", title: "Löschen", role: .destructive),
                    ScreenAction(id: "cancel", title: "Abbrechen", role: .cancel),
                ]
            )
        }
        items.failNextCall(with: .notFound)
        store.send(.alert("confirm-delete")) {
            $0.alert = nil
            $0.status = .loading("Artikel werden gelöscht…")
            $0.actions[0].isEnabled = false
        }
        await store.receive {
            $0.status = .ready
            $0.actions[0].isEnabled = true
        }
        await store.receive {
            $0.alert = ScreenAlert(
                title: "Fehler",
                message: "Die Artikel wurden nicht gefunden.",
                actions: [ScreenAction(id: "ok", title: "OK", role: .primary)]
            )
        }
        store.send(.alert("ok")) {
            $0.alert = nil
        }
        #expect(items.count == 3)
        await store.finish()
    }

    @Test("built for German, a failed first load says why with the standard German sentence, and Erneut versuchen")
    func germanFailure() async {
        let items = FakeItemsService(items: FakeItems.make(3))
        items.failNextCall(with: .unreachable)
        let store = ModuleTestStore(Fixtures.builder(items, language: .german).build())
        store.send(.load, Fixtures.germanLoading)
        await store.receive {
            $0.status = .failed(ServiceErrorWording(locale: Language.german.locale).message(for: .unreachable))
            $0.actions.append(ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary))
        }
        await store.finish()
    }
}
