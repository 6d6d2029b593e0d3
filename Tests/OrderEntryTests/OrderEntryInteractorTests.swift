import Domain
import OrderEntry
import Testing
import ViperKit

@MainActor
@Suite("Order entry interactor")
struct OrderEntryInteractorTests {
    let activity = ModuleActivity()
    let output = OrderEntryOutputSpy()

    func makeInteractor(_ submitter: OrderEntrySampleSubmitter) -> OrderEntryDefaultInteractor {
        let interactor = OrderEntryDefaultInteractor(submitter: submitter, activity: activity)
        interactor.output = output
        return interactor
    }

    @Test("sends the submission and reports it as accepted")
    func sends() async {
        let interactor = makeInteractor(OrderEntrySampleSubmitter())
        interactor.submit(OrderEntryFixtures.submission)
        await activity.idle()
        withExtendedLifetime(interactor) {}
        #expect(output.accepted == [OrderEntryFixtures.submission])
    }

    @Test("reports a refused submission")
    func refused() async {
        let interactor = makeInteractor(OrderEntrySampleSubmitter(failure: .invalidRequest("closed")))
        interactor.submit(OrderEntryFixtures.submission)
        await activity.idle()
        withExtendedLifetime(interactor) {}
        #expect(output.failures == [.invalidRequest("closed")])
    }

    @Test("a submission cancelled because the module closed reports nothing")
    func cancelled() async {
        let interactor = makeInteractor(OrderEntrySampleSubmitter(delay: .seconds(60)))
        interactor.submit(OrderEntryFixtures.submission)
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        withExtendedLifetime(interactor) {}
        #expect(output.reportCount == 0)
    }
}
