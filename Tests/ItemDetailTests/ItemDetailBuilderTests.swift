import Fakes
import ItemDetailInterface
import Testing
import ViperKit
import ViperKitTesting

@testable import ItemDetail

@MainActor
@Suite("Item detail builder")
struct ItemDetailBuilderTests {
    @Test("builds a module at /items/<id> with the default roles, four distinct objects")
    func wiring() {
        let module = ItemDetailFixtures.builder(FakeItemsService()).build(input: ItemDetailInput(id: 7), delegate: nil)
        #expect(module.route == ItemDetailRoute.route(for: 7))
        #expect(module.route.path == "/items/7")
        #expect(module.parts.name == "ItemDetail")
        #expect(module.view is ItemDetailDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is ItemDetailDefaultPresenter)
        #expect(roles.objects["interactor"] is ItemDetailDefaultInteractor)
        #expect(roles.objects["router"] is ItemDetailDefaultRouter)
        #expect((roles.objects["presenter"] as? ItemDetailDefaultPresenter)?.itemID == 7)
    }

    @Test(".load starts loading the item, which then fills the screen")
    func loadStartsLoading() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        items.delay = .milliseconds(20)
        let module = ItemDetailFixtures.builder(items).build(input: ItemDetailInput(id: 3), delegate: nil)
        #expect(!module.activity.isBusy)
        RecordingNavigator().show(module)
        #expect(module.view.screen.title == "Item")
        #expect(module.view.screen.status == .loading("Loading item…"))
        await module.activity.idle()
        #expect(items.calls == [.item(id: 3)])
        #expect(module.view.screen.title == "Item 3")
        #expect(module.view.screen.detailRow("created")?.detail == "14 Nov 2023 at 22:16")
        #expect(module.view.screen.detailRow("status")?.tone == .positive)
        #expect(module.view.screen.action("toggle") == ScreenAction(id: "toggle", title: "Disable", role: .primary))
    }

    @Test("the plugin is `item-detail`, reads the id from /items/:id and gives deep links no delegate")
    func plugin() async throws {
        let items = FakeItemsService(items: FakeItems.make(5))
        let plugin = ItemDetailFixtures.builder(items).plugin()
        #expect(plugin.id == "item-detail")
        #expect(plugin.routes == [ItemDetailRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/items/4")
        #expect(module.route.path == "/items/4")
        RecordingNavigator().show(module)
        await module.activity.idle()
        #expect(module.view.screen.title == "Item 4")
        let roles = ModuleRoles(module)
        #expect((roles.objects["router"] as? ItemDetailDefaultRouter)?.delegate == nil)
    }

    @Test("the plugin refuses an id that is not a positive whole number", arguments: ["abc", "0", "-2"])
    func pluginBadID(id: String) {
        let plugin = ItemDetailFixtures.builder(FakeItemsService()).plugin()
        #expect(throws: RouteError.invalidParameter("id", value: id, expected: "a positive whole number")) {
            try plugin.build(RouteParameters(["id": id]))
        }
    }

    @Test("a deleted item's screen says it no longer exists")
    func missingItem() async {
        let (module, _) = await ItemDetailFixtures.shownModule(FakeItemsService(), id: 3)
        #expect(module.view.screen.status == .failed("This item no longer exists."))
        #expect(module.view.screen.actions.isEmpty)
    }

    @Test("built for German, the detail shows its own German words, a German date and its error sentences")
    func german() async throws {
        let items = FakeItemsService(items: FakeItems.make(5))
        items.delay = .milliseconds(20)
        let module = ItemDetailFixtures.builder(items, language: .german).build(input: ItemDetailInput(id: 3), delegate: nil)
        RecordingNavigator().show(module)
        #expect(module.view.screen.title == "Artikel")
        #expect(module.view.screen.status == .loading("Artikel wird geladen…"))
        await module.activity.idle()
        #expect(module.view.screen.title == "Item 3", "the item's name is data, shown as it is")
        #expect(module.view.screen.detailRow("created")?.title == "Erstellt")
        #expect(module.view.screen.detailRow("created")?.detail == "14. Nov. 2023, 22:16")
        #expect(module.view.screen.detailRow("status")?.title == "Status")
        #expect(module.view.screen.detailRow("status")?.detail == "Aktiviert")
        #expect(module.view.screen.action("toggle")?.title == "Deaktivieren")

        items.delay = .zero
        items.failNextCall(with: .unreachable)
        module.view.handle(.action("toggle", form: [:]))
        await module.activity.idle()
        #expect(module.view.screen.alert?.title == "Fehler")
        #expect(module.view.screen.alert?.message == "Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.")
        module.view.handle(.alert("ok"))
        module.view.handle(.action("toggle", form: [:]))
        await module.activity.idle()
        #expect(module.view.screen.detailRow("status")?.detail == "Deaktiviert")
        #expect(module.view.screen.action("toggle")?.title == "Aktivieren")

        let (missing, _) = await ItemDetailFixtures.shownModule(FakeItemsService(), id: 3, language: .german)
        #expect(missing.view.screen.status == .failed("Diesen Artikel gibt es nicht mehr."))
    }

    @Test("a failed toggle shows an Error alert, leaves the item as it was, and OK clears it")
    func failedToggle() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let (module, _) = await ItemDetailFixtures.shownModule(items, id: 3)
        items.failNextCall(with: .unreachable)
        module.view.handle(.action("toggle", form: [:]))
        #expect(module.view.screen.action("toggle")?.isEnabled == false)
        await module.activity.idle()
        #expect(module.view.screen.alert?.title == "Error")
        #expect(module.view.screen.alert?.message == "Can't reach the server. Check your connection and try again.")
        #expect(module.view.screen.detailRow("status")?.detail == "Enabled")
        #expect(module.view.screen.action("toggle")?.isEnabled == true)
        module.view.handle(.alert("ok"))
        #expect(module.view.screen.alert == nil)
    }
}
