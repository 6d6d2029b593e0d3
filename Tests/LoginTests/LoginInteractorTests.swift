import Domain
import Fakes
import Testing
import ViperKit

@testable import Login

@MainActor
@Suite("Login interactor")
struct LoginInteractorTests {
    let auth = FakeAuthService()
    let activity = ModuleActivity()
    let output = LoginOutputSpy()

    func makeInteractor() -> LoginDefaultInteractor {
        let interactor = LoginDefaultInteractor(auth: auth, activity: activity)
        interactor.output = output
        return interactor
    }

    @Test("logs in with the username trimmed and reports the session")
    func logsIn() async {
        let interactor = makeInteractor()
        interactor.logIn(username: "  demo ", password: "password")
        await activity.idle()
        #expect(auth.calls == [.logIn(username: "demo", password: "password")])
        #expect(output.sessions.map(\.user) == [FakeAuthService.Account.demo.user])
        #expect(output.errors.isEmpty)
    }

    @Test("reports wrong credentials")
    func wrongCredentials() async {
        let interactor = makeInteractor()
        interactor.logIn(username: "demo", password: "wrong")
        await activity.idle()
        #expect(output.errors == [.invalidCredentials])
        #expect(output.sessions.isEmpty)
    }

    @Test("reports the service's failure as it is")
    func serviceFailure() async {
        let interactor = makeInteractor()
        auth.failNextCall(with: .timeout)
        interactor.logIn(username: "demo", password: "password")
        await activity.idle()
        #expect(output.errors == [.timeout])
    }

    @Test("a login cancelled because the module closed reports nothing")
    func cancelled() async {
        let interactor = makeInteractor()
        auth.delay = .seconds(60)
        interactor.logIn(username: "demo", password: "password")
        while auth.calls.isEmpty { await Task.yield() }
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(auth.cancelledCalls.count == 1)
        #expect(output.sessions.isEmpty && output.errors.isEmpty)
    }
}
