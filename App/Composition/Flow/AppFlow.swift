import Domain
import Home
import HomeInterface
import LoginInterface
import ViperKit
import WebShell

/// One browser session's app: the composition of its feature modules and the flow between them.
///
/// It registers the features' plugins (``FeaturePlugins``) built with the session's services,
/// keeps the screens behind login out of reach until the user has logged in and, as the login
/// module's delegate, replaces the root with Home once login succeeds: Home is the tab container
/// of the tabs this flow composes (``AppTab``), and a deep link that was sent to the login screen
/// opens in its tab once logged in. As Home's delegate it shows the login screen again when the
/// user logs out, which closes every tab's stack. When the server refuses the session's token
/// (it expired or was revoked) it shows the login screen saying so, and once the user has logged
/// in again it reopens the screen they were on.
@MainActor
public final class AppFlow: WebSessionFlow, LoginDelegate, HomeDelegate {
    private weak var navigator: (any Navigator)?
    private let services: SessionServices
    private var registry = PluginRegistry()
    /// The logged-in session, once there is one.
    public private(set) var session: AuthSession?
    /// The screen a user who was not logged in asked for, opened once they log in.
    private var pendingPath: String?
    /// The last screen a logged-in user asked for: where they return after their session expired.
    private var currentPath: String?

    /// The language the session's modules speak: every plugin is registered again with it, so
    /// every module built from now on (Home and its tab titles too) speaks it.
    public var language: Language = .english {
        didSet {
            guard language != oldValue else { return }
            registry = PluginRegistry(FeaturePlugins.all(services: services, login: self, language: language))
        }
    }

    /// Composes the app for one browser session.
    public init(navigator: any Navigator, services: SessionServices) {
        self.navigator = navigator
        self.services = services
        registry = PluginRegistry(FeaturePlugins.all(services: services, login: self))
        services.expiry.onExpiry { [weak self] in
            Task { @MainActor in self?.sessionDidExpire() }
        }
    }

    /// The tabs shown after login: those of ``AppTab/all`` a registered plugin answers.
    public var tabs: [TabItem] {
        AppTab.tabs(in: registry, language: language)
    }

    /// The login screen until the user has logged in, the first tab's root after.
    public var home: Route {
        guard session != nil, let first = tabs.first else { return LoginRoute.route }
        return first.route
    }

    /// Whether the user has logged in.
    public var isSignedIn: Bool { session != nil }

    /// Sends a user who is not logged in to the login screen (remembering the screen asked for,
    /// to open it after login), and a logged-in one away from it (and from `/home`, the tab
    /// container, which is not a page).
    public func redirect(for path: String) -> Route? {
        let isLogin = LoginRoute.matches(path)
        let isHome = HomeRoute.pattern.match(path) != nil
        if session == nil, !isLogin, isHome || registry.resolve(path) != nil {
            pendingPath = isHome ? nil : path
            return home
        }
        if session != nil, isLogin || isHome { return home }
        if session != nil, registry.resolve(path) != nil { currentPath = path }
        return nil
    }

    /// Builds the module a URL names; once logged in, Home's route builds Home with its tabs (so
    /// the shell can build the tab container again from its route).
    public func module(for path: String) throws(RouteError) -> Module {
        if session != nil, HomeRoute.pattern.match(path) != nil { return makeHome() }
        return try registry.build(path)
    }

    /// Logs the session's user out on the server.
    public func end() {
        let auth = services.auth
        guard session != nil else { return }
        session = nil
        currentPath = nil
        Task { await auth.logOut() }
    }

    /// Login succeeded: Home, with its tabs, becomes the only screen.
    public func loginDidSucceed(_ session: AuthSession) {
        self.session = session
        navigator?.replaceRoot(with: makeHome())
        openPendingPath()
    }

    /// Home, the tab container of this flow's tabs, in the session's language.
    private func makeHome() -> Module {
        HomeDefaultBuilder(auth: services.auth, language: language).build(input: HomeInput(tabs: tabs), delegate: self)
    }

    /// Home ended the session on the server: the login screen replaces Home and every tab.
    public func homeDidLogOut() {
        session = nil
        pendingPath = nil
        currentPath = nil
        showLogin(LoginInput())
    }

    /// The server refused the session's token: the login screen saying so replaces every tab, and
    /// the screen the user was on opens again once they have logged in. Orders saved meanwhile
    /// wait in the outbox and go out with the new login.
    func sessionDidExpire() {
        guard session != nil else { return }
        session = nil
        pendingPath = currentPath
        currentPath = nil
        showLogin(LoginInput(reason: .sessionExpired))
    }

    /// The login screen for `input` replaces the root and every tab.
    private func showLogin(_ input: LoginInput) {
        // The login plugin answers every login route, so building one cannot fail.
        guard let login = try? registry.build(LoginRoute.route(input).path) else { return }
        navigator?.replaceRoot(with: login)
    }

    /// Opens the screen asked for before login in the tab it belongs to, over that tab's root.
    private func openPendingPath() {
        guard let path = pendingPath, let navigator else { return }
        pendingPath = nil
        let tabs = self.tabs
        guard !tabs.isEmpty else { return }
        let tab = tabs[TabItem.index(for: path, in: tabs)]
        navigator.selectTab(tab.route)
        guard tab.route.path != path, let module = try? registry.build(path), module.route != tab.route else { return }
        navigator.push(module)
    }
}
