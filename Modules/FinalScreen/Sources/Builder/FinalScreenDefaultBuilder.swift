import FinalScreenInterface
import ViperKit

/// Builds the Final screen module.
@MainActor
public final class FinalScreenDefaultBuilder: FinalScreenBuilding, ViperBuilder {
    /// The module's name in leak reports.
    public nonisolated static let moduleName = "FinalScreen"
    private let actionDuration: Duration

    /// Creates a builder whose modules' action takes `actionDuration` (tests make it slow).
    public init(actionDuration: Duration = .zero) {
        self.actionDuration = actionDuration
    }

    /// A new Final screen module at `/final-screen` reporting to `delegate` (held weakly).
    public func build(input: FinalScreenInput, delegate: (any FinalScreenDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = FinalScreenDefaultInteractor(activity: activity, duration: actionDuration)
        let router = FinalScreenDefaultRouter(delegate: delegate)
        let presenter = FinalScreenDefaultPresenter(interactor: interactor, router: router)
        let view = FinalScreenDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName,
            route: FinalScreenRoute.route,
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}
