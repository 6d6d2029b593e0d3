import ContactList
import ContactListInterface
import Testing
import ViperKit
import ViperKitTesting

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Contact list release")
struct ContactListReleaseTests {
    @Test("the module is released when closed after a selection, and its delegate is not retained")
    func releasedAfterSelection() async {
        let navigator = RecordingNavigator()
        var delegate: ContactListDelegateSpy? = ContactListDelegateSpy()
        var module: Module? = ContactListDefaultBuilder().build(input: ContactListInput(), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        module!.view.handle(.select(section: ContactListDefaultView.recordsSectionID, row: "1"))
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
        let dataSource = ContactListSampleDataSource(delay: .seconds(60))
        var module: Module? = ContactListDefaultBuilder(dataSource: dataSource).build(input: ContactListInput(), delegate: nil)
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
