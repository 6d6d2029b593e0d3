import Domain
import Home
import HomeInterface
import HostCore
import LoginInterface
import ViperKit

/// One person's app (a browser session, a terminal): the composition of its feature modules and
/// the flow between them, which every host drives through the host core (``HostFlow``).
///
/// It registers the features' plugins (``FeaturePlugins``) built with the session's services,
/// keeps the screens behind login out of reach until the user has logged in and, as the login
/// module's delegate, replaces the root with Home once login succeeds: Home is the tab container
/// of the tabs this flow composes (``AppTab``), and a deep link that was sent to the login screen
/// opens in its tab once logged in. As Home's delegate it shows the login screen again when the
/// user logs out, which closes every tab's stack. When the server refuses the session's token
/// (it expired or was revoked) it shows the login screen saying so, and once the user has logged
/// in again it reopens the screen they were on. Whenever its user signs out it starts again from
/// new services, so nothing the previous user read (the services' memos of the API's answers)
/// stays with the session, which then holds no more than a new one. Which implementation serves
/// an Interface is chosen per person: their feature flags, read as they log in, pick it
/// (``FeaturePlugins/all(services:login:language:flags:)``).
@MainActor
public final class AppFlow: HostFlow, LoginDelegate, HomeDelegate {
    private weak var navigator: (any Navigator)?
    private let makeServices: @MainActor () -> UserServices
    private var services: UserServices
    /// The session's login, which reads the person's feature flags as it logs them in.
    private var auth: FlagReadingAuthService
    private let endings: ModuleActivity
    private var registry = PluginRegistry()
    /// The user's sign-in (their token), once they have logged in.
    public private(set) var signIn: SignIn?
    /// The screen a user who was not logged in asked for, opened once they log in.
    private var pendingPath: String?
    /// The last screen a logged-in user asked for: where they return after their token expired.
    private var currentPath: String?

    /// The language the session's modules speak: every plugin is registered again with it, so
    /// every module built from now on (Home and its tab titles too) speaks it.
    public var language: Language = .english {
        didSet {
            guard language != oldValue else { return }
            register()
        }
    }

    /// Composes the app for one person's session over the services `makeServices` makes (once
    /// now, and again each time its user signs out); its logout when the session ends runs in
    /// `endings`, which the app waits for when it stops.
    public init(
        navigator: any Navigator,
        services makeServices: @escaping @MainActor () -> UserServices,
        endings: ModuleActivity = ModuleActivity()
    ) {
        self.navigator = navigator
        self.makeServices = makeServices
        (services, auth) = Self.readingFlags(makeServices())
        self.endings = endings
        register()
        watchExpiry()
    }

    /// Shows the login screen saying so when the services' server refuses the user's token.
    private func watchExpiry() {
        services.expiry.onExpiry { [weak self] in
            Task { @MainActor in self?.tokenDidExpire() }
        }
    }

    /// Registers every feature's plugin over the session's services, in its language, each
    /// Interface served by the implementation the person's flags choose (their defaults until
    /// someone has logged in).
    private func register() {
        registry = PluginRegistry(FeaturePlugins.all(services: services, login: self, language: language, flags: auth.values))
    }

    /// The user signed out: new services, and every plugin registered again over them.
    private func startAfresh() {
        (services, auth) = Self.readingFlags(makeServices())
        register()
        watchExpiry()
    }

    /// `services` logging in through a login that reads the person's flags, and that login.
    private static func readingFlags(_ services: UserServices) -> (UserServices, FlagReadingAuthService) {
        let auth = FlagReadingAuthService(base: services.auth, flags: services.flags)
        return (services.replacingAuth(with: auth), auth)
    }

    /// The tabs shown after login: those of ``AppTab/all`` a registered plugin answers.
    public var tabs: [TabItem] {
        AppTab.tabs(in: registry, language: language)
    }

    /// The login screen until the user has logged in, the first tab's root after.
    public var home: Route {
        guard signIn != nil, let first = tabs.first else { return LoginRoute.route }
        return first.route
    }

    /// The id of the user who logged in, if one has.
    public var signedInAccount: String? { signIn.map { String($0.user.id) } }

    /// Sends a user who is not logged in to the login screen from any screen behind it, and a
    /// logged-in one away from the login screen and from `/home` (the tab container, which is not
    /// a page); `nil` for the rest (an unknown path is left to the 404 page).
    public func redirect(for path: String) -> Route? {
        let isLogin = LoginRoute.matches(path)
        let isHome = HomeRoute.pattern.match(path) != nil
        if signIn == nil, !isLogin, isHome || registry.resolve(path) != nil { return home }
        if signIn != nil, isLogin || isHome { return home }
        return nil
    }

    /// Remembers the screen a user who is not logged in asked for, to open it once they have (the
    /// tab container forgets one asked for before), and the screen a logged-in user is on, to
    /// return to it after their token expires.
    public func record(_ path: String) {
        let isLogin = LoginRoute.matches(path)
        let isHome = HomeRoute.pattern.match(path) != nil
        guard !isLogin else { return }
        if signIn == nil, isHome || registry.resolve(path) != nil {
            pendingPath = isHome ? nil : path
        } else if signIn != nil, !isHome, registry.resolve(path) != nil {
            currentPath = path
        }
    }

    /// Builds the module a URL names; once logged in, Home's route builds Home with its tabs (so
    /// the shell can build the tab container again from its route).
    public func module(for path: String) throws(RouteError) -> Module {
        if signIn != nil, HomeRoute.pattern.match(path) != nil { return makeHome() }
        return try registry.build(path)
    }

    /// Logs the user out on the server.
    public func end() {
        let auth = services.auth
        guard signIn != nil else { return }
        signIn = nil
        currentPath = nil
        endings.run { await auth.logOut() }
    }

    /// The screen asked for before login, once the user has logged in: the shell opens it in the
    /// tab it belongs to, over that tab's root.
    public func takeReturnPath() -> String? {
        guard signIn != nil, let path = pendingPath else { return nil }
        pendingPath = nil
        return path
    }

    /// Login succeeded: every plugin is registered again as the person's flags (read as they
    /// logged in) choose, and Home, with its tabs, becomes the only screen.
    public func loginDidSucceed(_ signIn: SignIn) {
        self.signIn = signIn
        register()
        navigator?.replaceRoot(with: makeHome())
    }

    /// Home, the tab container of this flow's tabs, in the session's language.
    private func makeHome() -> Module {
        HomeDefaultBuilder(auth: services.auth, language: language).build(input: HomeInput(tabs: tabs), delegate: self)
    }

    /// Home logged the user out on the server: the login screen replaces Home and every tab.
    public func homeDidLogOut() {
        signIn = nil
        pendingPath = nil
        currentPath = nil
        startAfresh()
        showLogin(LoginInput())
    }

    /// The server refused the user's token: the login screen saying so replaces every tab, and
    /// the screen the user was on opens again once they have logged in. Orders saved meanwhile
    /// wait in the outbox and go out with the new login.
    func tokenDidExpire() {
        guard signIn != nil else { return }
        signIn = nil
        pendingPath = currentPath
        currentPath = nil
        startAfresh()
        showLogin(LoginInput(reason: .sessionExpired))
    }

    /// The login screen for `input` replaces the root and every tab.
    private func showLogin(_ input: LoginInput) {
        // The login plugin answers every login route, so building one cannot fail.
        guard let login = try? registry.build(LoginRoute.route(input).path) else { return }
        navigator?.replaceRoot(with: login)
    }
}
