import FinalScreenInterface
import ViperKit

/// Builds the final screen module. It needs no service.
@MainActor
public final class FinalScreenDefaultBuilder: FinalScreenBuilding {
    nonisolated static let moduleName = "FinalScreen"

    private let formatting: Formatting

    /// Creates a builder whose modules speak `language` (English by default).
    public init(language: Language = .english) {
        formatting = Formatting(language: language)
    }

    /// A new final screen at `/account/final/<value>` showing `input.value`, closed through
    /// `delegate` (held weakly).
    public func build(input: FinalScreenInput, delegate: (any FinalScreenDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = FinalScreenDefaultInteractor(value: input.value)
        let router = FinalScreenDefaultRouter(delegate: delegate)
        let presenter = FinalScreenDefaultPresenter(interactor: interactor, router: router, formatting: formatting)
        let view = FinalScreenDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName, route: FinalScreenRoute.route(for: input.value),
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: FinalScreenBudget.events)
    }
}
