import Fakes
import ItemDetailInterface
@testable import ItemsList
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Items list router")
struct ItemsListRouterTests {
    @Test("selecting row 3 pushes /items/3, built with id 3 and the list's presenter as delegate")
    func selectPushesDetail() async throws {
        let items = FakeItemsService(items: FakeItems.make(10))
        let detail = ItemDetailBuilderSpy()
        let (module, navigator) = await ItemsListFixtures.shownModule(items, detail: detail)
        module.view.handle(.select(section: "items", row: "3"))
        #expect(navigator.calls == [.push(ItemDetailRoute.route(for: 3))])
        #expect(navigator.top?.route.path == "/items/3")
        #expect(detail.inputs == [ItemDetailInput(id: 3)])
        #expect(detail.lastDelegate is ItemsListDefaultPresenter)
    }

    @Test("a row id that is not an item id routes nowhere")
    func badRowID() async {
        let detail = ItemDetailBuilderSpy()
        let (module, navigator) = await ItemsListFixtures.shownModule(FakeItemsService(items: FakeItems.make(3)), detail: detail)
        module.view.handle(.select(section: "items", row: "placeholder-4"))
        module.view.handle(.select(section: "other", row: "3"))
        #expect(navigator.calls.isEmpty)
        #expect(detail.inputs.isEmpty)
    }

    @Test("it builds the detail through the injected builder with the id and the delegate it is given")
    func buildsThroughBuilder() {
        let detail = ItemDetailBuilderSpy()
        let router = ItemsListDefaultRouter(detail: detail)
        let view = ModuleView(screen: Screen(title: "Items"))
        let navigator = RecordingNavigator()
        navigator.show(Module(
            name: "Host", route: Route("/items"), view: view,
            presenter: ItemDetailBuilderSpy.Role(), interactor: ItemDetailBuilderSpy.Role(), router: router,
            activity: ModuleActivity()
        ))
        router.view = view
        let delegate = ItemDetailDelegateSpy()
        router.routeToDetail(id: 7, delegate: delegate)
        #expect(detail.inputs == [ItemDetailInput(id: 7)])
        #expect(detail.lastDelegate === delegate)
        #expect(navigator.calls == [.push(Route("/items/7"))])
    }

    @Test("without a navigator it builds nothing")
    func noNavigator() {
        let detail = ItemDetailBuilderSpy()
        let router = ItemsListDefaultRouter(detail: detail)
        let view = ModuleView(screen: Screen(title: "Items"))
        router.view = view
        router.routeToDetail(id: 7, delegate: nil)
        #expect(detail.inputs.isEmpty)
    }

    @Test("holds its view weakly")
    func weakView() {
        let router = ItemsListDefaultRouter(detail: ItemDetailBuilderSpy())
        var view: ModuleView? = ModuleView(screen: Screen(title: "Items"))
        router.view = view
        view = nil
        #expect(router.view == nil)
    }
}
