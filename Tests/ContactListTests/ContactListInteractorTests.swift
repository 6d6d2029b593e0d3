import Domain
import DomainTesting
import Fakes
import Testing
import ViperKit

@testable import ContactList

@MainActor
@Suite("Contact list use case")
struct ContactListInteractorTests {
    let activity = ModuleActivity()
    let output = ContactListOutputSpy()

    func makeInteractor(_ gateway: EntityGatewaySpy) -> ContactListDefaultInteractor {
        let interactor = ContactListDefaultInteractor(gateway: gateway, activity: activity)
        interactor.output = output
        return interactor
    }

    func model(_ contact: Contact) -> ContactListOutputSpy.Message {
        .contact(ContactListPresentationModel(contact: contact))
    }

    @Test("sends Start, one presentation model per contact in the manager's order, then End")
    func startEachEnd() async {
        let gateway = ContactListFixtures.gateway()
        let interactor = makeInteractor(gateway)
        interactor.loadContacts()
        await activity.idle()
        #expect(
            output.messages == [
                .start(cachedAt: nil),
                model(ContactListFixtures.ann),
                model(ContactListFixtures.bob),
                model(ContactListFixtures.chloe),
                .end,
            ])
        #expect(gateway.contacts.calls == [.contacts])
        #expect(gateway.users.callCount == 0)
    }

    @Test("a presentation model carries the id, name and company only")
    func presentationModel() {
        let model = ContactListPresentationModel(contact: ContactListFixtures.chloe)
        #expect(model.id == 3)
        #expect(model.name == "Chloé Durand")
        #expect(model.company == "Initech")
    }

    @Test("no contacts: Start, no contacts found, End")
    func noContacts() async {
        let interactor = makeInteractor(ContactListFixtures.gateway([]))
        interactor.loadContacts()
        await activity.idle()
        #expect(output.messages == [.start(cachedAt: nil), .noContactsFound, .end])
    }

    @Test("a failed load: Start, the error, End")
    func failure() async {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.failure = .unreachable
        let interactor = makeInteractor(gateway)
        interactor.loadContacts()
        await activity.idle()
        #expect(output.messages == [.start(cachedAt: nil), .error(.unreachable), .end])
    }

    @Test("the offline copy's saved time is passed on in Start, as presentation data")
    func offline() async {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.source = .cache(savedAt: ContactListFixtures.savedToday)
        let interactor = makeInteractor(gateway)
        interactor.loadContacts()
        await activity.idle()
        #expect(output.messages.first == .start(cachedAt: ContactListFixtures.savedToday))
        output.reset()
        interactor.searchContacts(matching: "bob")
        #expect(output.messages == [.start(cachedAt: ContactListFixtures.savedToday), model(ContactListFixtures.bob), .end])
    }

    @Test("a search filters the loaded contacts by name, ignoring case and accents, with no second fetch")
    func search() async {
        let gateway = ContactListFixtures.gateway()
        let interactor = makeInteractor(gateway)
        interactor.loadContacts()
        await activity.idle()
        output.reset()
        interactor.searchContacts(matching: "CHLOE")
        #expect(output.messages == [.start(cachedAt: nil), model(ContactListFixtures.chloe), .end])
        output.reset()
        interactor.searchContacts(matching: "b")
        #expect(output.messages == [.start(cachedAt: nil), model(ContactListFixtures.bob), .end])
        output.reset()
        interactor.searchContacts(matching: "")
        #expect(output.messages.count == 5, "an empty search lists everyone again")
        #expect(gateway.contacts.calls == [.contacts])
    }

    @Test("a search matching nothing: Start, none matching the search, End")
    func searchNoMatch() async {
        let interactor = makeInteractor(ContactListFixtures.gateway())
        interactor.loadContacts()
        await activity.idle()
        output.reset()
        interactor.searchContacts(matching: "zed")
        #expect(output.messages == [.start(cachedAt: nil), .noContacts(matching: "zed"), .end])
    }

    @Test("a search through no contacts at all still says that there are none")
    func searchNoContacts() async {
        let interactor = makeInteractor(ContactListFixtures.gateway([]))
        interactor.loadContacts()
        await activity.idle()
        output.reset()
        interactor.searchContacts(matching: "ann")
        #expect(output.messages == [.start(cachedAt: nil), .noContactsFound, .end])
    }

    @Test("a search during the load is applied by the load's list, and starts no second fetch")
    func searchWhileLoading() async {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.delay = .milliseconds(20)
        let interactor = makeInteractor(gateway)
        interactor.loadContacts()
        interactor.searchContacts(matching: "ann")
        await activity.idle()
        #expect(output.messages == [.start(cachedAt: nil), model(ContactListFixtures.ann), .end])
        #expect(gateway.contacts.calls == [.contacts])
    }

    @Test("a search after a failed load fetches again")
    func searchAfterFailure() async {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.failure = .timeout
        let interactor = makeInteractor(gateway)
        interactor.loadContacts()
        await activity.idle()
        gateway.contacts.failure = nil
        output.reset()
        interactor.searchContacts(matching: "bob")
        await activity.idle()
        #expect(output.messages == [.start(cachedAt: nil), model(ContactListFixtures.bob), .end])
        #expect(gateway.contacts.calls == [.contacts, .contacts])
    }

    @Test("a load while one runs is ignored")
    func oneLoadAtATime() async {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.delay = .milliseconds(20)
        let interactor = makeInteractor(gateway)
        interactor.loadContacts()
        interactor.loadContacts()
        await activity.idle()
        #expect(gateway.contacts.calls == [.contacts])
        #expect(output.messages.filter { $0 == .end }.count == 1)
    }

    @Test("a load cancelled because the module closed reports nothing")
    func cancelled() async {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.delay = .seconds(60)
        let interactor = makeInteractor(gateway)
        interactor.loadContacts()
        while gateway.contacts.calls.isEmpty { await Task.yield() }
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.contacts.cancelledCalls == [.contacts])
        #expect(output.messages.isEmpty)
    }

    @Test("the name rule: contains, ignoring case and accents; empty matches everything")
    func nameRule() {
        #expect(ContactListSearchTransformer.name("Chloé Durand", matches: "chloe"))
        #expect(ContactListSearchTransformer.name("Chloé Durand", matches: "DUR"))
        #expect(ContactListSearchTransformer.name("Ann Archer", matches: ""))
        #expect(!ContactListSearchTransformer.name("Ann Archer", matches: "bob"))
    }
}
