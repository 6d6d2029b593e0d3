import Domain
import ContactList
import Testing
import ViperKit

@MainActor
@Suite("Contact list interactor")
struct ContactListInteractorTests {
    let activity = ModuleActivity()
    let output = ContactListOutputSpy()

    func makeInteractor(_ dataSource: ContactListSampleDataSource) -> ContactListDefaultInteractor {
        let interactor = ContactListDefaultInteractor(dataSource: dataSource, activity: activity)
        interactor.output = output
        return interactor
    }

    @Test("loads a page and reports it")
    func loads() async {
        let interactor = makeInteractor(ContactListSampleDataSource(count: 42))
        interactor.loadPage(offset: 40, limit: 20)
        await activity.idle()
        withExtendedLifetime(interactor) {}
        #expect(output.pages.map(\.records.count) == [2])
        #expect(output.pages.first?.total == 42)
    }

    @Test("reports a failure")
    func fails() async {
        let interactor = makeInteractor(ContactListSampleDataSource(failure: .unreachable))
        interactor.loadPage(offset: 0, limit: 20)
        await activity.idle()
        withExtendedLifetime(interactor) {}
        #expect(output.failures == [.unreachable])
    }

    @Test("a load cancelled because the module closed reports nothing")
    func cancelled() async {
        let interactor = makeInteractor(ContactListSampleDataSource(delay: .seconds(60)))
        interactor.loadPage(offset: 0, limit: 20)
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        withExtendedLifetime(interactor) {}
        #expect(output.reportCount == 0)
    }
}
