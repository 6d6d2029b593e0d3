import Domain
import LoginInterface
import ViperKit

/// Builds the login module over an ``AuthService``.
@MainActor
public final class LoginDefaultBuilder: LoginBuilding {
    nonisolated static let moduleName = "Login"
    private let auth: any AuthService
    private let formatting: Formatting

    /// Creates a builder whose modules log in through `auth` and speak `language` (English by
    /// default).
    public init(auth: any AuthService, language: Language = .english) {
        self.auth = auth
        formatting = Formatting(language: language)
    }

    /// A new login module at `/login` (`/login/expired` after an expired session) reporting to
    /// `delegate` (held weakly).
    public func build(input: LoginInput, delegate: (any LoginDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = LoginDefaultInteractor(auth: auth, activity: activity)
        let router = LoginDefaultRouter(delegate: delegate)
        let presenter = LoginDefaultPresenter(interactor: interactor, router: router, input: input, formatting: formatting)
        let view = LoginDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName, route: LoginRoute.route(input),
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: LoginBudget.events)
    }
}
