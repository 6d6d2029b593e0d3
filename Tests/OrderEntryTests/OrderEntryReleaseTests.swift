import OrderEntry
import OrderEntryInterface
import Testing
import ViperKit
import ViperKitTesting

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Order entry release")
struct OrderEntryReleaseTests {
    @Test("the module is released when closed after a submission, and its delegate is not retained")
    func releasedAfterSubmission() async {
        let navigator = RecordingNavigator()
        var delegate: OrderEntryDelegateSpy? = OrderEntryDelegateSpy()
        var module: Module? = OrderEntryDefaultBuilder().build(input: OrderEntryInput(contactID: 1), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module!.view.handle(.action(OrderEntryDefaultView.submitActionID, form: OrderEntryFixtures.form))
        await activity.idle()
        weak let releasedDelegate = delegate
        delegate = nil
        #expect(releasedDelegate == nil)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow submission is sent; it is cancelled and nobody hears of it")
    func releasedWhileSending() async {
        let navigator = RecordingNavigator()
        let delegate = OrderEntryDelegateSpy()
        let submitter = OrderEntrySampleSubmitter(delay: .seconds(60))
        var module: Module? = OrderEntryDefaultBuilder(submitter: submitter).build(input: OrderEntryInput(contactID: 1), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module!.view.handle(.action(OrderEntryDefaultView.submitActionID, form: OrderEntryFixtures.form))
        #expect(activity.isBusy)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
    }
}
