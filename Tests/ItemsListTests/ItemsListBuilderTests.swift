import Domain
import Fakes
import Foundation
import ItemDetailTesting
import ItemsListInterface
import Testing
import ViperKit
import ViperKitTesting

@testable import ItemsList

@MainActor
@Suite("Items list builder")
struct ItemsListBuilderTests {
    @Test("builds a module at /items with the default roles, four distinct objects")
    func wiring() {
        let module = ItemsListFixtures.builder(FakeItemsService()).build()
        #expect(module.route == ItemsListRoute.route)
        #expect(module.route.path == "/items")
        #expect(module.parts.name == "ItemsList")
        #expect(module.view is ItemsListDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is ItemsListDefaultPresenter)
        #expect(roles.objects["interactor"] is ItemsListDefaultInteractor)
        #expect(roles.objects["router"] is ItemsListDefaultRouter)
    }

    @Test("the plugin is `items-list` and answers /items")
    func plugin() throws {
        let plugin = ItemsListFixtures.builder(FakeItemsService()).plugin()
        #expect(plugin.id == "items-list")
        #expect(plugin.routes == [ItemsListRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/items")
        #expect(module.view is ItemsListDefaultView)
    }

    @Test("built for German, the list shows its own German words, German dates, the offline notice and its error sentences")
    func german() async throws {
        let items = FakeItemsService(items: FakeItems.make(3))
        items.source = .cache(savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let module = ItemsListFixtures.builder(items, language: .german).build()
        let navigator = RecordingNavigator()
        navigator.show(module, loading: false)
        module.view.handle(.load)
        #expect(module.view.screen.title == "Artikel")
        #expect(module.view.screen.status == .loading("Artikel werden geladen…"))
        #expect(await module.activity.idle(timeout: .seconds(30)))
        #expect(module.view.screen.notice == "Offline — du siehst Artikel, die am 14. Nov. 2023, 22:13 gespeichert wurden")
        #expect(module.view.screen.sections.first?.rows.first?.detail == "14. Nov. 2023, 22:14")
        #expect(module.view.screen.actions == [ScreenAction(id: "delete-all", title: "Alle löschen", role: .destructive)])

        module.view.handle(.action("delete-all", form: [:]))
        let confirmation = try #require(module.view.screen.alert)
        #expect(confirmation.title == "Alle Artikel löschen?")
        #expect(confirmation.actions.map(\.title) == ["Löschen", "Abbrechen"])
        items.failNextCall(with: .notFound)
        module.view.handle(.alert("confirm-delete"))
        #expect(module.view.screen.status == .loading("Artikel werden gelöscht…"))
        #expect(await module.activity.idle(timeout: .seconds(30)))
        #expect(module.view.screen.alert?.title == "Fehler")
        #expect(module.view.screen.alert?.message == "Die Artikel wurden nicht gefunden.")
        module.view.handle(.alert("ok"))

        let unreachable = FakeItemsService(items: FakeItems.make(3))
        unreachable.failNextCall(with: .unreachable)
        let failing = ItemsListFixtures.builder(unreachable, language: .german).build()
        navigator.show(failing, loading: false)
        failing.view.handle(.load)
        #expect(await failing.activity.idle(timeout: .seconds(30)))
        #expect(failing.view.screen.status == .failed("Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut."))
        #expect(failing.view.screen.actions.last == ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary))
    }

    @Test("a list shown in no navigator opens no detail")
    func noNavigator() async {
        let detail = ItemDetailBuilderSpy()
        let module = ItemsListFixtures.builder(FakeItemsService(items: FakeItems.make(3)), detail: detail).build()
        module.view.handle(.load)
        #expect(await module.activity.idle(timeout: .seconds(30)))
        module.view.handle(.select(section: "items", row: "2"))
        #expect(detail.inputs.isEmpty)
    }
}
