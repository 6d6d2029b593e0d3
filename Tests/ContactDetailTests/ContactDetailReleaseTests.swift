import ContactDetail
import ContactDetailInterface
import Testing
import ViperKit
import ViperKitTesting

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Contact detail release")
struct ContactDetailReleaseTests {
    @Test("the module is released when closed after its action, and its delegate is not retained")
    func releasedAfterAction() async {
        let navigator = RecordingNavigator()
        var delegate: ContactDetailDelegateSpy? = ContactDetailDelegateSpy()
        var module: Module? = ContactDetailDefaultBuilder().build(input: ContactDetailInput(contactID: 1), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module!.view.handle(.action(ContactDetailDefaultView.continueActionID, form: [:]))
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
        let delegate = ContactDetailDelegateSpy()
        var module: Module? = ContactDetailDefaultBuilder(actionDuration: .seconds(60)).build(input: ContactDetailInput(contactID: 1), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module!.view.handle(.action(ContactDetailDefaultView.continueActionID, form: [:]))
        #expect(activity.isBusy)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(delegate.finished == 0)
    }
}
