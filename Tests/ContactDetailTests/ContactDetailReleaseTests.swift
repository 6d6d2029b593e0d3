import ContactDetailInterface
import Testing
import ViperKit
import ViperKitTesting

@testable import ContactDetail

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Contact detail release")
struct ContactDetailReleaseTests {
    @Test("the module is released when closed after it was loaded")
    func releasedAfterLoad() async {
        let navigator = RecordingNavigator()
        var module: Module? = ContactDetailFixtures.builder(ContactDetailFixtures.gateway()).build(input: ContactDetailInput(contactID: 3))
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow load is in flight, and both fetches are cancelled")
    func releasedWhileLoading() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.contacts.delay = .seconds(60)
        gateway.orders.delay = .seconds(60)
        let navigator = RecordingNavigator()
        var module: Module? = ContactDetailFixtures.builder(gateway).build(input: ContactDetailInput(contactID: 3))
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module = nil
        while gateway.contacts.calls.isEmpty || gateway.orders.calls.isEmpty { await Task.yield() }
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.contacts.cancelledCalls == [.contact(id: 3)])
        #expect(gateway.orders.cancelledCalls == [.ordersOfContact(3)])
    }
}
