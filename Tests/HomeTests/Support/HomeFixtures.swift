import Domain
import Fakes
import HomeInterface
import ViperKit

@testable import Home

/// The Home module's builder over a fake auth service, and the screens it shows.
@MainActor
enum HomeFixtures {
    /// The Log out button's event.
    static let logOut = ViewEvent.action("log-out", form: [:])

    /// A builder whose modules log out through `auth` and speak `language`.
    static func builder(_ auth: any AuthService = FakeAuthService(), language: Language = .english) -> HomeDefaultBuilder {
        HomeDefaultBuilder(auth: auth, language: language)
    }

    /// A Home module showing `tabs`, logging out through `auth` and reporting to `delegate`.
    static func module(tabs: [TabItem] = [], auth: any AuthService = FakeAuthService(), delegate: (any HomeDelegate)? = nil) -> Module {
        builder(auth).build(input: HomeInput(tabs: tabs), delegate: delegate)
    }

    /// Home has no plugin of its own: the App builds it from `/home` with the session's tabs
    /// (`AppFlow.module(for:)`). This plugin stands for that, building `input` through `builder`.
    static func appPlugin(_ builder: HomeDefaultBuilder, input: HomeInput, delegate: (any HomeDelegate)?) -> ModulePlugin {
        ModulePlugin(id: "home", routes: [HomeRoute.pattern]) { [weak delegate] _ in
            builder.build(input: input, delegate: delegate)
        }
    }

    /// A fake auth service with the demo user logged in, its calls so far forgotten.
    static func loggedInAuth() async throws -> FakeAuthService {
        let auth = FakeAuthService()
        let demo = FakeAuthService.Account.demo
        _ = try await auth.logIn(username: demo.username, password: demo.password)
        auth.resetCalls()
        return auth
    }

    /// The container once loaded: its title and Log out, its one button.
    static func shown(_ screen: inout Screen) {
        screen.title = "Home"
        screen.status = .ready
        screen.actions = [ScreenAction(id: "log-out", title: "Log out", role: .normal)]
    }

    /// What pressing Log out changes: Logging out…, and Log out disabled until it is done.
    static func loggingOut(_ screen: inout Screen) {
        screen.status = .loading("Logging out…")
        screen.actions[0].isEnabled = false
    }

    /// What the session ending changes: ready again, Log out enabled.
    static func loggedOut(_ screen: inout Screen) {
        screen.status = .ready
        screen.actions[0].isEnabled = true
    }
}
