import Testing
import ViperKit
import ViperKitTesting

@testable import ContactList

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Contact list release")
struct ContactListReleaseTests {
    @Test("the module is released when closed after a search and opening a contact")
    func releasedAfterUse() async {
        let navigator = RecordingNavigator()
        var module: Module? = ContactListFixtures.builder(ContactListFixtures.gateway()).build()
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        module!.view.handle(.action(ContactListDefaultView.searchActionID, form: [ContactListDefaultView.searchFieldID: "ann"]))
        module!.view.handle(.select(section: ContactListDefaultView.contactsSectionID, row: "1"))
        #expect(navigator.stack.count == 2)
        navigator.popTop()
        module = nil
        navigator.popTop()
        #expect(navigator.stack.isEmpty)
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow load is in flight, and the fetch is cancelled")
    func releasedWhileLoading() async {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.delay = .seconds(60)
        let navigator = RecordingNavigator()
        var module: Module? = ContactListFixtures.builder(gateway).build()
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module = nil
        while gateway.contacts.calls.isEmpty { await Task.yield() }
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.contacts.cancelledCalls == [.contacts])
    }
}
