import Fakes
@testable import ItemsList
import ItemsListInterface
import Testing
import ViperKit
import ViperKitTesting

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

    @Test("building starts nothing; .load starts loading the first page")
    func loadStartsLoading() async {
        let items = FakeItemsService(items: FakeItems.make(3))
        items.delay = .milliseconds(20)
        let module = ItemsListFixtures.builder(items).build()
        #expect(!module.activity.isBusy)
        let navigator = RecordingNavigator()
        navigator.show(module)
        #expect(module.view.screen.title == "Items")
        #expect(module.view.screen.status == .loading("Loading items…"))
        #expect(module.activity.isBusy)
        await module.activity.idle()
        #expect(items.calls == [.items(offset: 0, limit: 50)])
        #expect(module.view.screen.status == .ready)
    }

    @Test("the plugin is `items-list` and answers /items")
    func plugin() throws {
        let plugin = ItemsListFixtures.builder(FakeItemsService()).plugin()
        #expect(plugin.id == "items-list")
        #expect(plugin.routes == [ItemsListRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/items")
        #expect(module.view is ItemsListDefaultView)
    }
}
