import OrderHistory
import OrderHistoryInterface
import Testing
import ViperKit
import ViperKitTesting

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Order history release")
struct OrderHistoryReleaseTests {
    @Test("the module is released when closed after a selection, and its delegate is not retained")
    func releasedAfterSelection() async {
        let navigator = RecordingNavigator()
        var delegate: OrderHistoryDelegateSpy? = OrderHistoryDelegateSpy()
        var module: Module? = OrderHistoryDefaultBuilder().build(input: OrderHistoryInput(), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        module!.view.handle(.select(section: OrderHistoryDefaultView.recordsSectionID, row: "1"))
        #expect(delegate?.selected == ["1"])
        weak let releasedDelegate = delegate
        delegate = nil
        #expect(releasedDelegate == nil)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow page loads, and the load is cancelled")
    func releasedWhileLoading() async {
        let navigator = RecordingNavigator()
        let dataSource = OrderHistorySampleDataSource(delay: .seconds(60))
        var module: Module? = OrderHistoryDefaultBuilder(dataSource: dataSource).build(input: OrderHistoryInput(), delegate: nil)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        #expect(activity.isBusy)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
    }
}
