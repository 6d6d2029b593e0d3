import Fakes
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
