import Fakes
import Testing
import ViperKit
import ViperKitTesting

@testable import ItemsList

/// What `ModuleTestStore.finish()` cannot check: it requires the module's work to have ended, so a
/// list closed while its service call still runs is checked here. Each test keeps the module only
/// in an optional it empties before the leak check: its own reference would keep the view alive.
@MainActor
@Suite("Items list release")
struct ItemsListReleaseTests {
    @Test("the list is released when closed while a slow page load is in flight, and the call is cancelled")
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
