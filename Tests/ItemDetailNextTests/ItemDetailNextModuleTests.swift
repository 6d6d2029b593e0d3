import Domain
import Fakes
import Foundation
import ItemDetailInterface
import ItemDetailNextPreviews
import ItemDetailTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import ItemDetailNext

/// The item detail through its screen: events in, every screen change and navigation out, over a
/// fake items service. Each `finish()` also checks the module is released once closed.
@MainActor
@Suite("Item detail module")
struct ItemDetailNextModuleTests {
    typealias Fixtures = ItemDetailNextFixtures

    /// The module of item `id` over `items`, its load asserted: Loading, then the item.
    func loadedStore(
        _ items: FakeItemsService,
        id: Int64 = 3,
        delegate: (any ItemDetailDelegate)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let store = ModuleTestStore(Fixtures.module(items, id: id, delegate: delegate), sourceLocation: sourceLocation)
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation, Fixtures.shown(FakeItems.item(id: id)))
        return store
    }

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(ItemDetailNextPreviews.all, of: "ItemDetailNext")
    }

    @Test("built by its builder and its plugin, the module answers /items/<id> and is released when closed mid-load, its load cancelled")
    func lifecycle() async {
        let items = Fixtures.items()
        items.holdCalls()
        let builder = Fixtures.builder(items)
        let route = ItemDetailRoute.route(for: 3)
        #expect(route.path == "/items/3")
        await ModuleLifecycleCheck.run("ItemDetailNext", at: route, plugin: builder.plugin(), closedMidWork: true) {
            builder.build(input: ItemDetailInput(id: 3), delegate: nil)
        }
        #expect(items.cancelledCalls == [.item(id: 3)])
    }

    @Test(
        "the states the gallery and the snapshots show are this module's: item 3 loaded, and a load the server could not be reached for, with Try again"
    )
    func statesAsDeclared() async throws {
        let store = try ModuleTestStore(state: "loaded", of: ItemDetailNextPreviews.all)
        store.send(.load, Fixtures.loading)
        await store.receive(Fixtures.shown(FakeItems.item(id: 3)))
        await store.finish()

        let failing = try ModuleTestStore(state: "failed", of: ItemDetailNextPreviews.all)
        failing.send(.load, Fixtures.loading)
        await failing.receive {
            $0.status = .failed(ServiceErrorWording.standard.message(for: .unreachable))
            $0.actions = [ScreenAction(id: "retry", title: "Try again", role: .primary)]
        }
        await failing.finish()
    }

    @Test(
        "opening shows Item and Loading item…, then the item: its name, creation date, and a status line Enabled in green that says selecting it disables the item; no Disable button"
    )
    func opens() async {
        let items = Fixtures.items()
        let store = ModuleTestStore(Fixtures.module(items, id: 3))
        store.send(.load) {
            $0.title = "Item"
            $0.status = .loading("Loading item…")
        }
        await store.receive {
            $0.title = "Item 3"
            $0.status = .ready
            $0.sections = [
                ScreenSection(
                    id: "details",
                    rows: [
                        ScreenRow(id: "name", title: "Item 3"),
                        ScreenRow(id: "created", title: "Created", detail: "14 Nov 2023 at 22:16"),
                        ScreenRow(id: "status", title: "Status", detail: "Enabled · select to disable", tone: .positive, isSelectable: true),
                    ]
                )
            ]
            $0.actions = [ScreenAction(id: "share", title: "Share")]
        }
        #expect(items.calls == [.item(id: 3)])
        await store.finish()
    }

    @Test("a disabled item's status line says Disabled in red, and that selecting it enables the item")
    func disabledItem() async {
        let store = await loadedStore(Fixtures.items(), id: 4)
        #expect(
            store.screen.section("details")?.rows.last
                == ScreenRow(id: "status", title: "Status", detail: "Disabled · select to enable", tone: .negative, isSelectable: true))
        #expect(store.screen.actions == [ScreenAction(id: "share", title: "Share")])
        await store.finish()
    }

    @Test("a deleted item's screen says it no longer exists, with nothing to retry")
    func missing() async {
        let items = FakeItemsService()
        let store = ModuleTestStore(Fixtures.module(items, id: 3))
        store.send(.load, Fixtures.loading)
        await store.receive { $0.status = .failed("This item no longer exists.") }
        store.send(Fixtures.retry)
        store.send(Fixtures.toggle)
        #expect(items.calls == [.item(id: 3)])
        await store.finish()
    }

    @Test(
        "any other failed load says why in the standard sentence, with Try again, which loads the item",
        arguments: [ServiceError.unreachable, .timeout, .unauthorized, .server(status: 500, message: "x")]
    )
    func failedLoad(error: ServiceError) async {
        let items = Fixtures.items()
        items.failNextCall(with: error)
        let store = ModuleTestStore(Fixtures.module(items, id: 3))
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .failed(ServiceErrorWording.standard.message(for: error))
            $0.actions = [ScreenAction(id: "retry", title: "Try again", role: .primary)]
        }
        store.send(Fixtures.retry) {
            $0.status = .loading("Loading item…")
            $0.actions = []
        }
        await store.receive(Fixtures.shown(FakeItems.item(id: 3)))
        #expect(items.calls == [.item(id: 3), .item(id: 3)])
        await store.finish()
    }

    @Test("selecting the status before the item is loaded does nothing")
    func toggleBeforeLoad() async {
        let items = Fixtures.items()
        let store = ModuleTestStore(Fixtures.module(items, id: 3))
        store.send(.load, Fixtures.loading)
        store.send(Fixtures.toggle)
        await store.receive(Fixtures.shown(FakeItems.item(id: 3)))
        #expect(items.calls == [.item(id: 3)])
        await store.finish()
    }

    @Test(
        "selecting the status line says Saving… on it until the change is saved, ignores a second selection meanwhile, then shows the new state and tells the delegate"
    )
    func toggle() async {
        let items = Fixtures.items()
        let delegate = ItemDetailDelegateSpy()
        let store = await loadedStore(items, delegate: delegate)
        store.send(Fixtures.toggle, Fixtures.saving)
        store.send(Fixtures.toggle)
        await store.receive(Fixtures.shown(Fixtures.flipped(3)))
        #expect(items.calls == [.item(id: 3), .setEnabled(false, id: 3)], "the second selection asked for nothing")
        #expect(delegate.updated == [Fixtures.flipped(3)])
        #expect(items.storedItem(id: 3)?.enabled == false)
        store.send(Fixtures.toggle, Fixtures.saving)
        await store.receive(Fixtures.shown(FakeItems.item(id: 3)))
        #expect(delegate.updated == [Fixtures.flipped(3), FakeItems.item(id: 3)])
        await store.finish()
    }

    @Test("a failed save shows an Error popup with the standard sentence, keeps the item as it was and tells the delegate nothing; OK clears it")
    func failedSave() async {
        let items = Fixtures.items()
        let delegate = ItemDetailDelegateSpy()
        let store = await loadedStore(items, delegate: delegate)
        items.failNextCall(with: .unreachable)
        store.send(Fixtures.toggle, Fixtures.saving)
        await store.receive(Fixtures.shown(FakeItems.item(id: 3)))
        await store.receive {
            $0.alert = ScreenAlert(
                title: "Error",
                message: ServiceErrorWording.standard.message(for: .unreachable),
                actions: [ScreenAction(id: "ok", title: "OK", role: .primary)]
            )
        }
        store.send(.alert("ok")) { $0.alert = nil }
        #expect(delegate.updated.isEmpty)
        #expect(items.storedItem(id: 3)?.enabled == true)
        await store.finish()
    }

    @Test("the module holds its delegate weakly: once the delegate is gone, a toggle is still saved and shown")
    func weakDelegate() async {
        let items = Fixtures.items()
        var delegate: ItemDetailDelegateSpy? = ItemDetailDelegateSpy()
        let store = await loadedStore(items, delegate: delegate)
        weak let released = delegate
        delegate = nil
        #expect(released == nil, "the module does not hold its delegate")
        store.send(Fixtures.toggle, Fixtures.saving)
        await store.receive(Fixtures.shown(Fixtures.flipped(3)))
        #expect(items.storedItem(id: 3)?.enabled == false)
        await store.finish()
    }

    @Test("closed while a change is being saved, the module cancels the save: the item stays as it was and the delegate hears nothing")
    func closedWhileSaving() async {
        let items = Fixtures.items()
        let delegate = ItemDetailDelegateSpy()
        let store = await loadedStore(items, delegate: delegate)
        items.holdCalls()
        store.send(Fixtures.toggle, Fixtures.saving)
        // Closing the screen, as Back does, cancels the module's work; `finish` then checks that
        // nothing more was shown and that the module is released.
        store.navigator.popTop()
        await store.finish()
        #expect(items.cancelledCalls == [.setEnabled(false, id: 3)])
        #expect(delegate.updated.isEmpty)
        #expect(items.storedItem(id: 3)?.enabled == true)
    }

    @Test("built for German, the detail shows its own German words, a German date, and the standard sentences in German")
    func german() async {
        let items = Fixtures.items()
        let store = ModuleTestStore(Fixtures.module(items, id: 3, language: .german))
        store.send(.load) {
            $0.title = "Artikel"
            $0.status = .loading("Artikel wird geladen…")
        }
        await store.receive {
            $0.title = "Item 3"  // the item's name is data, shown as it is
            $0.status = .ready
            $0.sections = [
                ScreenSection(
                    id: "details",
                    rows: [
                        ScreenRow(id: "name", title: "Item 3"),
                        ScreenRow(id: "created", title: "Erstellt", detail: "14. Nov. 2023, 22:16"),
                        ScreenRow(
                            id: "status", title: "Status", detail: "Aktiviert · zum Deaktivieren auswählen", tone: .positive, isSelectable: true),
                    ]
                )
            ]
            $0.actions = [ScreenAction(id: "share", title: "Teilen")]
        }
        items.failNextCall(with: .unreachable)
        store.send(Fixtures.toggle) {
            $0.sections[0].rows[2].detail = "Wird gespeichert…"
            $0.sections[0].rows[2].isSelectable = false
        }
        await store.receive {
            $0.sections[0].rows[2].detail = "Aktiviert · zum Deaktivieren auswählen"
            $0.sections[0].rows[2].isSelectable = true
        }
        await store.receive {
            $0.alert = ScreenAlert(
                title: "Fehler",
                message: ServiceErrorWording(locale: Language.german.locale).message(for: .unreachable),
                actions: [ScreenAction(id: "ok", title: "OK", role: .primary)]
            )
        }
        store.send(.alert("ok")) { $0.alert = nil }
        store.send(Fixtures.toggle) {
            $0.sections[0].rows[2].detail = "Wird gespeichert…"
            $0.sections[0].rows[2].isSelectable = false
        }
        await store.receive {
            $0.sections[0].rows[2] = ScreenRow(
                id: "status", title: "Status", detail: "Deaktiviert · zum Aktivieren auswählen", tone: .negative, isSelectable: true)
        }
        await store.finish()
    }

    @Test(
        "shown again (Back, a reload), the detail reads the item again without Loading: a change made elsewhere shows; nothing changed, nothing moves"
    )
    func appearShowsCurrentItem() async throws {
        let items = Fixtures.items()
        let store = ModuleTestStore(Fixtures.module(items, id: 3))
        store.send(.appear)
        store.send(.load, Fixtures.loading)
        await store.receive(Fixtures.shown(FakeItems.item(id: 3)))
        _ = try await items.setEnabled(false, id: 3)
        store.send(.appear)
        await store.receive(Fixtures.shown(Fixtures.flipped(3)))
        store.send(.appear)
        await store.finish()
        #expect(items.calls == [.item(id: 3), .setEnabled(false, id: 3), .item(id: 3), .item(id: 3)])
    }

    @Test(
        "Share opens an e-mail draft through the navigator, the item's name as its subject and its status and date as its text, in the screen's language; before the item is loaded there is nothing to share",
        arguments: [
            (Language.english, "mailto:?subject=Item%203&body=Item%203%3A%20Enabled%2C%20created%2014%20Nov%202023%20at%2022%3A16"),
            (Language.german, "mailto:?subject=Item%203&body=Item%203%3A%20Aktiviert%2C%20erstellt%20am%2014.%20Nov.%202023%2C%2022%3A16"),
        ])
    func share(language: Language, link: String) async throws {
        let store = ModuleTestStore(Fixtures.module(Fixtures.items(), id: 3, language: language))
        let english = language == .english
        store.send(.load) {
            $0.title = english ? "Item" : "Artikel"
            $0.status = .loading(english ? "Loading item…" : "Artikel wird geladen…")
        }
        store.send(Fixtures.share)
        await store.receive {
            $0.title = "Item 3"
            $0.status = .ready
            $0.sections = [
                ScreenSection(
                    id: "details",
                    rows: [
                        ScreenRow(id: "name", title: "Item 3"),
                        ScreenRow(
                            id: "created", title: english ? "Created" : "Erstellt",
                            detail: english ? "14 Nov 2023 at 22:16" : "14. Nov. 2023, 22:16"),
                        ScreenRow(
                            id: "status", title: "Status",
                            detail: english ? "Enabled · select to disable" : "Aktiviert · zum Deaktivieren auswählen", tone: .positive,
                            isSelectable: true),
                    ]
                )
            ]
            $0.actions = [ScreenAction(id: "share", title: english ? "Share" : "Teilen")]
        }
        store.send(Fixtures.share)
        await store.receive(.open(try #require(URL(string: link))))
        await store.finish()
    }

    @Test("built for German, a deleted item's screen says so in the module's own German sentence")
    func germanMissing() async {
        let store = ModuleTestStore(Fixtures.module(FakeItemsService(), id: 3, language: .german))
        store.send(.load) {
            $0.title = "Artikel"
            $0.status = .loading("Artikel wird geladen…")
        }
        await store.receive { $0.status = .failed("Diesen Artikel gibt es nicht mehr.") }
        await store.finish()
    }

    @Test("the plugin is `item-detail-next` and reads the id from /items/:id, so a refresh shows the same item")
    func plugin() async throws {
        let items = Fixtures.items()
        let plugin = Fixtures.builder(items).plugin()
        #expect(plugin.id == "item-detail-next")
        #expect(plugin.routes == [ItemDetailRoute.pattern])
        let store = ModuleTestStore(try PluginRegistry([plugin]).build("/items/4"))
        #expect(store.navigator.top?.route.path == "/items/4")
        store.send(.load, Fixtures.loading)
        await store.receive(Fixtures.shown(FakeItems.item(id: 4)))
        // A deep-linked detail has no delegate: its saved change is shown and reported to nobody.
        store.send(Fixtures.toggle, Fixtures.saving)
        await store.receive(Fixtures.shown(Fixtures.flipped(4)))
        await store.finish()
    }

    @Test("the plugin refuses an id that is not a positive whole number", arguments: ["abc", "0", "-2"])
    func pluginBadID(id: String) {
        let plugin = Fixtures.builder(FakeItemsService()).plugin()
        #expect(throws: RouteError.invalidParameter("id", value: id, expected: "a positive whole number")) {
            try plugin.build(RouteParameters(["id": id]))
        }
    }
}
