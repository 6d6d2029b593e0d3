import Domain
import HostCore
import LoginInterface
import ViperKit

/// One person's app when a single feature module runs by itself, in the browser or the terminal
/// (`App --module ItemDetail --input id=3`), the way isowords' preview apps and Tuist's Example
/// targets run one feature.
///
/// The chosen module is the session's home: `/` leads to its route. Every feature's plugin is
/// still registered, so the module can navigate (the items list alone still pushes the item
/// detail) and a refresh of a pushed screen finds it again. There is no login guard.
///
/// The flow is the login module's delegate: when the login module runs alone and a login
/// succeeds, the flow keeps the sign-in and replaces the root with a fresh login module, so the
/// module can be tried again; ending the session then logs that user out.
@MainActor
public final class SingleModuleFlow: HostFlow, LoginDelegate {
    private weak var navigator: (any Navigator)?
    private let services: UserServices
    private let endings: ModuleActivity
    private var registry = PluginRegistry()
    /// The module this flow runs.
    public let selected: SelectedModule
    /// The sign-in a login module running alone made, if any.
    public private(set) var signIn: SignIn?

    /// The language the session's modules speak: every plugin is registered again with it.
    public var language: Language = .english {
        didSet {
            guard language != oldValue else { return }
            registry = PluginRegistry(Self.plugins(services: services, login: self, language: language, flags: selected.flags))
        }
    }

    /// Composes the app for one person's session around `selected` (see ``resolve(_:services:)``);
    /// its logout when the session ends runs in `endings`, which the app waits for when it stops.
    public init(navigator: any Navigator, services: UserServices, selected: SelectedModule, endings: ModuleActivity = ModuleActivity()) {
        self.navigator = navigator
        self.services = services
        self.endings = endings
        self.selected = selected
        registry = PluginRegistry(Self.plugins(services: services, login: self, flags: selected.flags))
    }

    /// Resolves `selection` against the app's plugins built with `services` and `flags` (the run's
    /// `--flag` values, by name), and builds the module once (without showing it) so a bad input is
    /// reported before anyone asks. A module that is one of two implementations of an Interface
    /// runs with the flag that serves it (``FeatureFlagRegistry/selecting``), whatever `flags` say.
    /// - Throws: the resolution's ``ModuleSelectionError``, or
    ///   ``ModuleSelectionError/invalidInput(module:_:)`` with the ``RouteError`` the web shell
    ///   would show for the route.
    public static func resolve(
        _ selection: ModuleSelection,
        services: UserServices,
        flags: [String: Bool] = [:]
    ) throws(ModuleSelectionError) -> SelectedModule {
        var flags = flags
        let wanted = ModuleSelection.normalized(selection.name)
        if let (flag, value) = FeatureFlagRegistry.selecting.first(where: { ModuleSelection.normalized($0.key) == wanted })?.value {
            flags[flag.name] = value
        }
        let available = plugins(services: services, login: nil, flags: flags)
        let resolved = try selection.resolve(in: available)
        let selected = SelectedModule(id: resolved.id, name: resolved.name, pattern: resolved.pattern, route: resolved.route, flags: flags)
        guard let plugin = available.first(where: { $0.id == selected.id }) else {
            throw .unknownModule(selection.name, available: [])
        }
        let parameters = selected.pattern.match(selected.route.path) ?? RouteParameters(selection.inputs)
        do {
            _ = try plugin.build(parameters)
        } catch {
            throw .invalidInput(module: selected.name, error)
        }
        return selected
    }

    /// Every feature's plugin, and the declared states' (``FeaturePreviews/plugin(language:)``):
    /// a module running alone is a preview app, so any state of any module opens live in it.
    private static func plugins(
        services: UserServices,
        login: (any LoginDelegate)?,
        language: Language = .english,
        flags: [String: Bool]
    ) -> [ModulePlugin] {
        FeaturePlugins.all(services: services, login: login, language: language, flags: flags) + [FeaturePreviews.plugin(language: language)]
    }

    /// The chosen module's route.
    public var home: Route { selected.route }

    /// The id of the user a login module running alone has logged in, if it has.
    public var signedInAccount: String? { signIn.map { String($0.user.id) } }

    /// Sends nobody elsewhere: with a single module there is no login guard.
    public func redirect(for path: String) -> Route? { nil }

    /// Remembers nothing: no screen waits for a login.
    public func record(_ path: String) {}

    /// Nothing waits for a login: the module shows what its own events lead to.
    public func takeReturnPath() -> String? { nil }

    /// Builds the module a URL names: the chosen one, or one it navigated to.
    public func module(for path: String) throws(RouteError) -> Module {
        try registry.build(path)
    }

    /// Logs out the user a login module logged in here, if any. The services' own credentials
    /// (the demo user's, logged in at startup) are shared by every session and are kept.
    public func end() {
        guard signIn != nil else { return }
        signIn = nil
        let auth = services.auth
        endings.run { await auth.logOut() }
    }

    /// A login module running alone succeeded: keep the sign-in and show a fresh login module.
    public func loginDidSucceed(_ signIn: SignIn) {
        self.signIn = signIn
        guard let module = try? module(for: home.path) else { return }
        navigator?.replaceRoot(with: module)
    }
}
