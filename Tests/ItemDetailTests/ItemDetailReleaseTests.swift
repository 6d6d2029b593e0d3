import Fakes
import ItemDetailInterface
import ItemDetailTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import ItemDetail

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Item detail release")
struct ItemDetailReleaseTests {
    @Test("the module is released when closed after a toggle, and its delegate is not retained")
    func releasedAfterToggle() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let navigator = RecordingNavigator()
        var delegate: ItemDetailDelegateSpy? = ItemDetailDelegateSpy()
        var module: Module? = ItemDetailFixtures.builder(items).build(input: ItemDetailInput(id: 3), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        module!.view.handle(.action("toggle", form: [:]))
        await activity.idle()
        #expect(delegate?.updated.count == 1)
        weak let releasedDelegate = delegate
        delegate = nil
        #expect(releasedDelegate == nil)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow load is in flight, and the call is cancelled")
    func releasedWhileLoading() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        items.delay = .seconds(60)
        let navigator = RecordingNavigator()
        var module: Module? = ItemDetailFixtures.builder(items).build(input: ItemDetailInput(id: 3), delegate: nil)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module = nil
        while items.calls.isEmpty { await Task.yield() }
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(items.cancelledCalls == [.item(id: 3)])
    }

    @Test("the module is released while a slow save is in flight; the save is cancelled and nobody hears of it")
    func releasedWhileSaving() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let navigator = RecordingNavigator()
        let delegate = ItemDetailDelegateSpy()
        var module: Module? = ItemDetailFixtures.builder(items).build(input: ItemDetailInput(id: 3), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        items.delay = .seconds(60)
        module!.view.handle(.action("toggle", form: [:]))
        module = nil
        while items.calls.count < 2 { await Task.yield() }
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(items.cancelledCalls == [.setEnabled(false, id: 3)])
        #expect(delegate.updated.isEmpty)
        #expect(items.storedItem(id: 3)?.enabled == true)
    }
}
