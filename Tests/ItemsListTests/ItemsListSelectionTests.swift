import Fakes
import ItemDetailInterface
import ItemDetailTesting
import Testing
import ViperKit
import ViperKitTesting

/// Opening an item's detail from the list, through its screen, and the detail reporting back to
/// the list, its delegate, over a stand-in detail module.
@MainActor
@Suite("Items list selection")
struct ItemsListSelectionTests {
    typealias Fixtures = ItemsListFixtures

    @Test("selecting item 3 pushes its detail, built with id 3 and the list as its delegate; rows that are not items go nowhere")
    func select() async {
        let detail = ItemDetailBuilderSpy()
        let store = await Fixtures.loadedStore(FakeItemsService(items: FakeItems.make(10)), detail: detail)
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
        let store = await Fixtures.loadedStore(items, detail: detail)
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
        let store = await Fixtures.loadedStore(FakeItemsService(generatedCount: 1_000), detail: detail)
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
}
