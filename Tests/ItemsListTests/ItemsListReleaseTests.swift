import Fakes
@testable import ItemsList
import Testing
import ViperKit
import ViperKitTesting

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Items list release")
struct ItemsListReleaseTests {
    @Test("the list is released when closed after scrolling and opening and closing a detail")
    func releasedAfterUse() async throws {
        let items = FakeItemsService(generatedCount: 1_000)
        let detail = ItemDetailBuilderSpy()
        let navigator = RecordingNavigator()
        var list: Module? = ItemsListFixtures.builder(items, detail: detail).build()
        let parts = list!.parts
        let activity = list!.activity
        navigator.show(list!)
        await activity.idle()
        list!.view.handle(.scroll(section: "items", offset: 500))
        await activity.idle()
        list!.view.handle(.select(section: "items", row: "501"))
        list = nil
        #expect(navigator.stack.count == 2)
        navigator.popTop()
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(detail.lastDelegate == nil, "the detail's delegate went with the list")
    }

    @Test("the list is released while a slow page load is in flight, and the call is cancelled")
    func releasedWhileLoading() async {
        let items = FakeItemsService(generatedCount: 1_000_000)
        items.delay = .seconds(60)
        let navigator = RecordingNavigator()
        var module: Module? = ItemsListFixtures.builder(items).build()
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module = nil
        while items.calls.isEmpty { await Task.yield() }
        #expect(activity.isBusy)
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(items.cancelledCalls == [.items(offset: 0, limit: 50)])
    }

    @Test("the list is released when the root is replaced during a slow delete, which is cancelled")
    func releasedWhileDeleting() async {
        let items = FakeItemsService(items: FakeItems.make(20))
        let navigator = RecordingNavigator()
        var module: Module? = ItemsListFixtures.builder(items).build()
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        items.delay = .seconds(60)
        module!.view.handle(.action("delete-all", form: [:]))
        module!.view.handle(.alert("confirm-delete"))
        module = nil
        while items.calls.count < 2 { await Task.yield() }
        navigator.replaceRoot(with: ItemsListFixtures.builder(FakeItemsService()).build())
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(items.cancelledCalls == [.deleteAll])
        #expect(items.count == 20)
    }
}
