import HomeInterface
import ViperKit

/// Builds the Home module.
@MainActor
public final class HomeDefaultBuilder: HomeBuilding, ViperBuilder {
    /// The module's name in leak reports.
    public nonisolated static let moduleName = "Home"
    private let actionDuration: Duration

    /// Creates a builder whose modules' action takes `actionDuration` (tests make it slow).
    public init(actionDuration: Duration = .zero) {
        self.actionDuration = actionDuration
    }

    /// A new Home module at `/home` reporting to `delegate` (held weakly).
    public func build(input: HomeInput, delegate: (any HomeDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = HomeDefaultInteractor(activity: activity, duration: actionDuration)
        let router = HomeDefaultRouter(delegate: delegate)
        let presenter = HomeDefaultPresenter(interactor: interactor, router: router)
        let view = HomeDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName,
            route: HomeRoute.route,
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}
