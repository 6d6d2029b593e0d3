import FinalScreen
import FinalScreenInterface
import Testing
import ViperKit
import ViperKitTesting

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Final screen release")
struct FinalScreenReleaseTests {
    @Test("the module is released when closed after its action, and its delegate is not retained")
    func releasedAfterAction() async {
        let navigator = RecordingNavigator()
        var delegate: FinalScreenDelegateSpy? = FinalScreenDelegateSpy()
        var module: Module? = FinalScreenDefaultBuilder().build(input: FinalScreenInput(), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module!.view.handle(.action(FinalScreenDefaultView.continueActionID, form: [:]))
        await activity.idle()
        #expect(delegate?.finished == 1)
        weak let releasedDelegate = delegate
        delegate = nil
        #expect(releasedDelegate == nil)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow action runs; the action is cancelled and nobody hears of it")
    func releasedWhileWorking() async {
        let navigator = RecordingNavigator()
        let delegate = FinalScreenDelegateSpy()
        var module: Module? = FinalScreenDefaultBuilder(actionDuration: .seconds(60)).build(input: FinalScreenInput(), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module!.view.handle(.action(FinalScreenDefaultView.continueActionID, form: [:]))
        #expect(activity.isBusy)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(delegate.finished == 0)
    }
}
