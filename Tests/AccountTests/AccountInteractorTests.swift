@testable import Account
import Domain
import Fakes
import Testing
import ViperKit

@MainActor
@Suite("Account interactor")
struct AccountInteractorTests {
    let account = FakeAccountService()
    let activity = ModuleActivity()
    let output = AccountOutputSpy()

    func makeInteractor() -> AccountDefaultInteractor {
        let interactor = AccountDefaultInteractor(account: account, activity: activity)
        interactor.output = output
        return interactor
    }

    @Test("fetches the details through the account service and reports them")
    func fetches() async {
        let interactor = makeInteractor()
        interactor.fetchDetails()
        #expect(activity.isBusy, "the fetch runs in the module's activity")
        await activity.settle()
        #expect(output.loaded == [FakeAccountService.demoDetails])
        #expect(account.callCount == 1)
    }

    @Test("reports a failure")
    func fails() async {
        account.failNextCall(with: .timeout)
        let interactor = makeInteractor()
        interactor.fetchDetails()
        await activity.settle()
        #expect(output.failures == [.timeout])
    }

    @Test("a second fetch while one runs is not started")
    func once() async {
        account.delay = .milliseconds(50)
        let interactor = makeInteractor()
        interactor.fetchDetails()
        interactor.fetchDetails()
        await activity.settle()
        #expect(account.callCount == 1)
        interactor.fetchDetails()
        await activity.settle()
        #expect(account.callCount == 2, "a later fetch runs again")
    }

    @Test("a fetch cancelled because the module closed reports nothing")
    func cancelled() async {
        account.delay = .seconds(60)
        let interactor = makeInteractor()
        interactor.fetchDetails()
        while account.callCount == 0 { await Task.yield() }
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(account.cancelledCallCount == 1)
        #expect(output.reportCount == 0)
    }
}
