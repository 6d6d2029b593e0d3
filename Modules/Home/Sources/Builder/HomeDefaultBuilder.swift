import Domain
import HomeInterface
import ViperKit

/// Builds the Home module over an ``AuthService``, which it uses to log out.
@MainActor
public final class HomeDefaultBuilder: HomeBuilding {
    nonisolated static let moduleName = "Home"
    private let auth: any AuthService
    private let formatting: Formatting

    /// Creates a builder whose modules end the session through `auth` and speak `language`
    /// (English by default).
    public init(auth: any AuthService, language: Language = .english) {
        self.auth = auth
        formatting = Formatting(language: language)
    }

    /// A new Home module at `/home` showing `input`'s tabs and reporting to `delegate` (held weakly).
    public func build(input: HomeInput, delegate: (any HomeDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = HomeDefaultInteractor(auth: auth, activity: activity)
        let router = HomeDefaultRouter(delegate: delegate)
        let presenter = HomeDefaultPresenter(
            tabs: input.tabs,
            interactor: interactor,
            router: router,
            formatting: formatting
        )
        let view = HomeDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName, route: HomeRoute.route,
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: HomeBudget.events)
    }
}
