import Domain
import Fakes
import ItemDetailTesting
import Testing
import ViperKitTesting

@testable import ItemDetail

@MainActor
@Suite("Item detail router")
struct ItemDetailRouterTests {
    @Test("reports an update to the delegate")
    func reports() {
        let delegate = ItemDetailDelegateSpy()
        let router = ItemDetailDefaultRouter(delegate: delegate)
        router.notifyDidUpdate(FakeItems.item(id: 1))
        #expect(delegate.updated == [FakeItems.item(id: 1)])
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: ItemDetailDelegateSpy? = ItemDetailDelegateSpy()
        let router = ItemDetailDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidUpdate(FakeItems.item(id: 1))
    }

    @Test("toggling in a shown module gives the delegate the updated item")
    func delegateGetsUpdatedItem() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let delegate = ItemDetailDelegateSpy()
        let (module, _) = await ItemDetailFixtures.shownModule(items, id: 3, delegate: delegate)
        module.view.handle(.action("toggle", form: [:]))
        await module.activity.idle()
        var expected = FakeItems.item(id: 3)
        expected.enabled = false
        #expect(delegate.updated == [expected])
    }

    @Test("a failed toggle tells the delegate nothing")
    func failedToggleSilent() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let delegate = ItemDetailDelegateSpy()
        let (module, _) = await ItemDetailFixtures.shownModule(items, id: 3, delegate: delegate)
        items.failNextCall(with: .server(status: 500, message: "x"))
        module.view.handle(.action("toggle", form: [:]))
        await module.activity.idle()
        #expect(delegate.updated.isEmpty)
    }
}
