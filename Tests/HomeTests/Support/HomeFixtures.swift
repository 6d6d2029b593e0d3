import Domain
import Fakes
import HomeInterface
import ViperKit
import ViperKitTesting

@testable import Home

/// Helpers the Home tests share.
@MainActor
enum HomeFixtures {
    /// A presenter showing `tabs`, wired to spies, with its view attached.
    static func presenter(tabs: [TabItem] = []) -> (HomeDefaultPresenter, HomeViewSpy, HomeInteractorSpy, HomeRouterSpy) {
        let view = HomeViewSpy()
        let interactor = HomeInteractorSpy()
        let router = HomeRouterSpy()
        let presenter = HomeDefaultPresenter(tabs: tabs, interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// A fake auth service with the demo user logged in.
    static func loggedInAuth() async throws -> FakeAuthService {
        let auth = FakeAuthService()
        let demo = FakeAuthService.Account.demo
        _ = try await auth.logIn(username: demo.username, password: demo.password)
        return auth
    }

    /// The module showing `tabs`, placed as the root of a new navigator and idle.
    static func shownModule(
        tabs: [TabItem],
        auth: any AuthService = FakeAuthService(),
        delegate: (any HomeDelegate)? = nil
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = HomeDefaultBuilder(auth: auth).build(input: HomeInput(tabs: tabs), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}
