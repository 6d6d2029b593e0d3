import Home
import HomeInterface
import ViperKit
import ViperKitTesting

/// Helpers the Home tests share.
@MainActor
enum HomeFixtures {
    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (HomeDefaultPresenter, HomeViewSpy, HomeInteractorSpy, HomeRouterSpy) {
        let view = HomeViewSpy()
        let interactor = HomeInteractorSpy()
        let router = HomeRouterSpy()
        let presenter = HomeDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// The module, shown in a new navigator and idle.
    static func shownModule(
        delegate: (any HomeDelegate)? = nil,
        actionDuration: Duration = .zero
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = HomeDefaultBuilder(actionDuration: actionDuration).build(input: HomeInput(), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}
