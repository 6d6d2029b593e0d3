import FinalScreen
import FinalScreenInterface
import ViperKit
import ViperKitTesting

/// Helpers the Final screen tests share.
@MainActor
enum FinalScreenFixtures {
    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (FinalScreenDefaultPresenter, FinalScreenViewSpy, FinalScreenInteractorSpy, FinalScreenRouterSpy) {
        let view = FinalScreenViewSpy()
        let interactor = FinalScreenInteractorSpy()
        let router = FinalScreenRouterSpy()
        let presenter = FinalScreenDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// The module, shown in a new navigator and idle.
    static func shownModule(
        delegate: (any FinalScreenDelegate)? = nil,
        actionDuration: Duration = .zero
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = FinalScreenDefaultBuilder(actionDuration: actionDuration).build(input: FinalScreenInput(), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}
