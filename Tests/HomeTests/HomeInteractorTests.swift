import Fakes
import Testing
import ViperKit

@testable import Home

@MainActor
@Suite("Home interactor")
struct HomeInteractorTests {
    let activity = ModuleActivity()
    let output = HomeOutputSpy()

    @Test("logging out ends the session through the auth service, then reports it")
    func logsOut() async throws {
        let auth = try await HomeFixtures.loggedInAuth()
        let interactor = HomeDefaultInteractor(auth: auth, activity: activity)
        interactor.output = output
        interactor.logOut()
        await activity.idle()
        withExtendedLifetime(interactor) {}
        #expect(auth.calls.last == .logOut)
        #expect(auth.session == nil)
        #expect(output.loggedOut == 1)
    }

    @Test("a log-out cancelled because the module closed reports nothing")
    func cancelled() async throws {
        let auth = try await HomeFixtures.loggedInAuth()
        auth.delay = .seconds(60)
        let interactor = HomeDefaultInteractor(auth: auth, activity: activity)
        interactor.output = output
        interactor.logOut()
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        withExtendedLifetime(interactor) {}
        #expect(output.loggedOut == 0)
    }
}
