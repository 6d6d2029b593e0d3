import Domain
import ItemsListInterface
import LoginInterface
import ViperKit
import WebShell

/// One browser session's app: the composition of its feature modules and the flow between them.
///
/// It registers the features' plugins (``FeaturePlugins``) built with the session's services,
/// keeps the screens behind login out of reach until the user has logged in, and, as the login
/// module's delegate, replaces the root with the items list once login succeeds.
@MainActor
public final class AppFlow: WebSessionFlow, LoginDelegate {
    private weak var navigator: (any Navigator)?
    private let services: SessionServices
    private var registry = PluginRegistry()
    /// The logged-in session, once there is one.
    public private(set) var session: AuthSession?

    /// Composes the app for one browser session.
    public init(navigator: any Navigator, services: SessionServices) {
        self.navigator = navigator
        self.services = services
        registry = PluginRegistry(FeaturePlugins.all(services: services, login: self))
    }

    /// The login screen until the user has logged in, the items list after.
    public var home: Route {
        session == nil ? LoginRoute.pattern.route([:]) : ItemsListRoute.pattern.route([:])
    }

    /// Sends a user who is not logged in to the login screen, and a logged-in one away from it.
    public func redirect(for path: String) -> Route? {
        let isLogin = LoginRoute.pattern.match(path) != nil
        if session == nil, !isLogin, registry.resolve(path) != nil { return home }
        if session != nil, isLogin { return home }
        return nil
    }

    /// Builds the module a URL names.
    public func module(for path: String) throws(RouteError) -> Module {
        try registry.build(path)
    }

    /// Logs the session's user out on the server.
    public func end() {
        let auth = services.auth
        guard session != nil else { return }
        session = nil
        Task { await auth.logOut() }
    }

    /// Login succeeded: the items list becomes the only screen.
    public func loginDidSucceed(_ session: AuthSession) {
        self.session = session
        // The home route is registered by the items list's plugin, so building it cannot fail.
        guard let items = try? registry.build(home.path) else { return }
        navigator?.replaceRoot(with: items)
    }
}
