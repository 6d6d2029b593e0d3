import Domain
import DomainTesting
import Fakes
import Testing
import ViperKit

@testable import ContactDetail

@MainActor
@Suite("Contact detail use case")
struct ContactDetailInteractorTests {
    let activity = ModuleActivity()
    let output = ContactDetailOutputSpy()

    func makeInteractor(_ gateway: EntityGatewaySpy) -> ContactDetailDefaultInteractor {
        let interactor = ContactDetailDefaultInteractor(gateway: gateway, activity: activity)
        interactor.output = output
        return interactor
    }

    @Test("sends the contact, then Start, its orders newest first, End; one fetch of each")
    func loads() async {
        let gateway = ContactDetailFixtures.gateway()
        let interactor = makeInteractor(gateway)
        interactor.loadContact(id: 3)
        await activity.idle()
        #expect(
            output.messages == [
                .contact(ContactDetailPresentationModel(contact: ContactDetailFixtures.ann, cachedAt: nil)),
                .start(cachedAt: nil),
                .order(id: "new"),
                .order(id: "old"),
                .end,
            ])
        #expect(gateway.contacts.calls == [.contact(id: 3)])
        #expect(gateway.orders.calls == [.ordersOfContact(3)])
    }

    @Test("an order presentation model carries the product, quantity, total, date and status unformatted")
    func orderModel() async throws {
        let interactor = makeInteractor(ContactDetailFixtures.gateway())
        interactor.loadContact(id: 3)
        await activity.idle()
        let newest = try #require(output.orders.first)
        #expect(newest.productName == "Toner")
        #expect(newest.quantity == 1)
        #expect(newest.total == Money(cents: 123_450))
        #expect(newest.status == .pending)
        #expect(newest.createdAt == ContactDetailFixtures.now.addingTimeInterval(-86_400))
    }

    @Test("a contact with no orders: the contact, Start, no orders, End")
    func noOrders() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.orders.orders = []
        let interactor = makeInteractor(gateway)
        interactor.loadContact(id: 3)
        await activity.idle()
        #expect(output.messages.dropFirst() == [.start(cachedAt: nil), .noOrders, .end])
    }

    @Test("a contact that cannot be loaded sends only the error")
    func contactFails() async {
        let gateway = ContactDetailFixtures.gateway()
        let interactor = makeInteractor(gateway)
        interactor.loadContact(id: 99)
        await activity.idle()
        #expect(output.messages == [.error(.notFound)])
    }

    @Test("orders that cannot be loaded: the contact, Start, the orders error, End")
    func ordersFail() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.orders.failure = .unreachable
        let interactor = makeInteractor(gateway)
        interactor.loadContact(id: 3)
        await activity.idle()
        #expect(output.messages.dropFirst() == [.start(cachedAt: nil), .ordersError(.unreachable), .end])
    }

    @Test("the offline copy's saved times are passed on as presentation data")
    func offline() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.contacts.source = .cache(savedAt: ContactDetailFixtures.savedToday)
        gateway.orders.source = .cache(savedAt: ContactDetailFixtures.savedToday)
        let interactor = makeInteractor(gateway)
        interactor.loadContact(id: 3)
        await activity.idle()
        #expect(
            output.messages.first
                == .contact(ContactDetailPresentationModel(contact: ContactDetailFixtures.ann, cachedAt: ContactDetailFixtures.savedToday)))
        #expect(output.messages.dropFirst().first == .start(cachedAt: ContactDetailFixtures.savedToday))
    }

    @Test("a saved order goes on top with no fetch at all; saving it again replaces it")
    func savedOrder() async {
        let gateway = ContactDetailFixtures.gateway()
        let interactor = makeInteractor(gateway)
        interactor.loadContact(id: 3)
        await activity.idle()
        output.reset()
        let fresh = ContactDetailFixtures.order("fresh", daysAgo: 0, status: .pending)
        interactor.addSavedOrder(fresh)
        #expect(output.messages == [.start(cachedAt: nil), .order(id: "fresh"), .order(id: "new"), .order(id: "old"), .end])
        output.reset()
        interactor.addSavedOrder(fresh.with(status: .sent))
        #expect(output.messages == [.start(cachedAt: nil), .order(id: "fresh"), .order(id: "new"), .order(id: "old"), .end])
        #expect(output.orders.first?.status == .sent)
        #expect(gateway.contacts.calls == [.contact(id: 3)])
        #expect(gateway.orders.calls == [.ordersOfContact(3)])
    }

    @Test("a saved order for another contact, or before the contact is loaded, changes nothing")
    func savedOrderIgnored() async {
        let gateway = ContactDetailFixtures.gateway()
        let interactor = makeInteractor(gateway)
        interactor.addSavedOrder(ContactDetailFixtures.order("early"))
        #expect(output.messages.isEmpty)
        interactor.loadContact(id: 3)
        await activity.idle()
        output.reset()
        interactor.addSavedOrder(ContactDetailFixtures.order("other", contactID: 4))
        #expect(output.messages.isEmpty)
    }

    @Test("a saved order after the orders failed is listed above the orders error")
    func savedAfterOrdersFailed() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.orders.failure = .timeout
        let interactor = makeInteractor(gateway)
        interactor.loadContact(id: 3)
        await activity.idle()
        output.reset()
        interactor.addSavedOrder(ContactDetailFixtures.order("fresh", daysAgo: 0))
        #expect(output.messages == [.start(cachedAt: nil), .order(id: "fresh"), .ordersError(.timeout), .end])
    }

    @Test("a load while one runs is ignored")
    func oneLoadAtATime() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.contacts.delay = .milliseconds(20)
        let interactor = makeInteractor(gateway)
        interactor.loadContact(id: 3)
        interactor.loadContact(id: 3)
        await activity.idle()
        #expect(gateway.contacts.calls == [.contact(id: 3)])
        #expect(gateway.orders.calls == [.ordersOfContact(3)])
    }

    @Test("a load cancelled because the module closed reports nothing")
    func cancelled() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.contacts.delay = .seconds(60)
        gateway.orders.delay = .seconds(60)
        let interactor = makeInteractor(gateway)
        interactor.loadContact(id: 3)
        while gateway.contacts.calls.isEmpty || gateway.orders.calls.isEmpty { await Task.yield() }
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.contacts.cancelledCalls == [.contact(id: 3)])
        #expect(gateway.orders.cancelledCalls == [.ordersOfContact(3)])
        #expect(output.messages.isEmpty)
    }
}
