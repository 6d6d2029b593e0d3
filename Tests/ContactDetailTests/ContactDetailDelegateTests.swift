import OrderEntryTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import ContactDetail

/// The path back from order entry: the order entry module reports a saved order to the delegate it
/// was built with (the detail's presenter), and the detail shows it on top without a reload.
@MainActor
@Suite("Contact detail as order entry's delegate")
struct ContactDetailDelegateTests {
    @Test("OrderEntry's didSave puts the new order at the top of the detail, with no second fetch")
    func savedOrderShownWithoutReload() async throws {
        let gateway = ContactDetailFixtures.gateway()
        let orderEntry = OrderEntryBuilderSpy()
        let (module, navigator) = await ContactDetailFixtures.shownModule(gateway, orderEntry: orderEntry)
        module.view.handle(.action(ContactDetailDefaultView.newOrderActionID, form: [:]))
        let delegate = try #require(orderEntry.lastDelegate)
        let saved = ContactDetailFixtures.order("fresh", product: "Ink", quantity: 5, totalCents: 4_999, daysAgo: 0, status: .pending)
        delegate.orderEntry(didSave: saved)
        navigator.popTop()
        #expect(navigator.top?.route.path == "/contacts/3")
        #expect(!module.activity.isBusy)
        #expect(module.view.screen.orderRows.map(\.id) == ["fresh", "new", "old"])
        #expect(module.view.screen.orderRows.first?.title == "Ink × 5")
        #expect(module.view.screen.orderRows.first?.detail == "US$49.99 · 22 Nov 2026 at 14:30 · Pending")
        #expect(gateway.contacts.calls == [.contact(id: 3)])
        #expect(gateway.orders.calls == [.ordersOfContact(3)])
    }

    @Test("the order, saved again once sent, replaces its pending row instead of adding one")
    func sentLater() async throws {
        let gateway = ContactDetailFixtures.gateway()
        let orderEntry = OrderEntryBuilderSpy()
        let (module, navigator) = await ContactDetailFixtures.shownModule(gateway, orderEntry: orderEntry)
        module.view.handle(.action(ContactDetailDefaultView.newOrderActionID, form: [:]))
        #expect(navigator.stack.count == 2)
        let delegate = try #require(orderEntry.lastDelegate)
        let saved = ContactDetailFixtures.order("fresh", daysAgo: 0, status: .pending)
        delegate.orderEntry(didSave: saved)
        delegate.orderEntry(didSave: saved.with(status: .sent))
        #expect(module.view.screen.orderRows.map(\.id) == ["fresh", "new", "old"])
        #expect(module.view.screen.orderRows.first?.detail?.hasSuffix("Sent") == true)
        #expect(gateway.orders.calls == [.ordersOfContact(3)])
    }

    @Test("the order entry module does not keep the detail alive: its delegate is weak")
    func weakDelegate() async {
        let orderEntry = OrderEntryBuilderSpy()
        var module: Module? = ContactDetailFixtures.builder(ContactDetailFixtures.gateway(), orderEntry: orderEntry)
            .build(input: .init(contactID: 3))
        let navigator = RecordingNavigator()
        let parts = module!.parts
        navigator.show(module!)
        await module!.activity.idle()
        module!.view.handle(.action(ContactDetailDefaultView.newOrderActionID, form: [:]))
        #expect(orderEntry.lastDelegate != nil)
        module = nil
        navigator.popTop()
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(orderEntry.lastDelegate == nil)
    }
}
