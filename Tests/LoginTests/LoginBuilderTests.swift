import Fakes
import LoginInterface
import LoginTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import Login

@MainActor
@Suite("Login builder")
struct LoginBuilderTests {
    let auth = FakeAuthService()

    @Test("builds a module at /login with the default roles, four distinct objects")
    func wiring() {
        let module = LoginDefaultBuilder(auth: auth).build(input: LoginInput(), delegate: nil)
        #expect(module.route.path == "/login")
        #expect(module.parts.name == "Login")
        #expect(module.view is LoginDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is LoginDefaultPresenter)
        #expect(roles.objects["interactor"] is LoginDefaultInteractor)
        #expect(roles.objects["router"] is LoginDefaultRouter)
    }

    @Test("on load the screen shows the username and password fields and a Log in button")
    func loadShowsForm() throws {
        let navigator = RecordingNavigator()
        let module = LoginDefaultBuilder(auth: auth).build(input: LoginInput(), delegate: nil)
        navigator.show(module)
        let screen = module.view.screen
        #expect(screen.title == "Log in")
        #expect(screen.status == .ready)
        let form = try #require(screen.form)
        #expect(form.fields.map(\.id) == ["username", "password"])
        #expect(form.field("username")?.kind == .text)
        #expect(form.field("password")?.kind == .password)
        #expect(form.submit == ScreenAction(id: "login", title: "Log in", role: .primary))
    }

    @Test("the whole flow: a bad form, a wrong password, then success reaching the delegate")
    func flow() async throws {
        let delegate = LoginDelegateSpy()
        let navigator = RecordingNavigator()
        let module = LoginDefaultBuilder(auth: auth).build(input: LoginInput(), delegate: delegate)
        navigator.show(module)

        module.view.handle(LoginFixtures.submit("", ""))
        #expect(module.view.screen.form?.field("username")?.error == "Enter your username")
        #expect(module.view.screen.form?.field("password")?.error == "Enter your password")
        #expect(auth.calls.isEmpty, "invalid input never reaches the service")

        auth.delay = .milliseconds(20)
        module.view.handle(LoginFixtures.submit("demo", "wrong"))
        #expect(module.view.screen.status == .loading("Logging in…"))
        #expect(module.view.screen.form?.submit.isEnabled == false)
        #expect(module.view.screen.form?.field("username")?.value == "demo")
        await module.activity.idle()
        #expect(module.view.screen.form?.error == "Wrong username or password.")
        #expect(module.view.screen.status == .ready)

        module.view.handle(LoginFixtures.submit("demo", "password"))
        await module.activity.idle()
        #expect(delegate.sessions.map(\.user.username) == ["demo"])
    }

    @Test("the password is never echoed back into the screen")
    func passwordNotEchoed() async {
        let navigator = RecordingNavigator()
        let module = LoginDefaultBuilder(auth: auth).build(input: LoginInput(), delegate: nil)
        navigator.show(module)
        module.view.handle(LoginFixtures.submit("demo", "hunter2"))
        #expect(module.view.screen.form?.field("password")?.value == "")
        await module.activity.idle()
        #expect(module.view.screen.form?.field("password")?.value == "")
        #expect(!String(describing: module.view.screen).contains("hunter2"))
    }

    @Test("the plugin is `login`, answers /login and builds a module reporting to its delegate")
    func plugin() async throws {
        let delegate = LoginDelegateSpy()
        let plugin = LoginDefaultBuilder(auth: auth).plugin(delegate: delegate)
        #expect(plugin.id == "login")
        #expect(plugin.routes == [LoginRoute.pattern, LoginRoute.reasonPattern])
        let registry = PluginRegistry([plugin])
        let module = try registry.build("/login")
        #expect(module.route == LoginRoute.route)
        let navigator = RecordingNavigator()
        navigator.show(module)
        module.view.handle(LoginFixtures.submit("demo", "password"))
        await module.activity.idle()
        #expect(delegate.sessions.count == 1)
    }

    @Test("/login/expired is the login screen saying the session expired; another reason is a route error")
    func expiredRoute() throws {
        let registry = PluginRegistry([LoginDefaultBuilder(auth: auth).plugin(delegate: nil)])
        let navigator = RecordingNavigator()
        let expired = try registry.build("/login/expired")
        navigator.show(expired)
        #expect(expired.route == LoginRoute.route(LoginInput(reason: .sessionExpired)))
        #expect(expired.view.screen.notice == "Your session has expired. Log in again to continue where you were.")
        let plain = try registry.build("/login")
        navigator.show(plain)
        #expect(plain.view.screen.notice == nil)
        #expect(throws: RouteError.invalidParameter("reason", value: "bored", expected: "expired")) { try registry.build("/login/bored") }
    }

    @Test("built for German, the login screen shows its own German words, its messages included")
    func german() async throws {
        let navigator = RecordingNavigator()
        let module = LoginDefaultBuilder(auth: auth, language: .german).build(input: LoginInput(reason: .sessionExpired), delegate: nil)
        navigator.show(module)
        #expect(module.view.screen.title == "Anmelden")
        #expect(module.view.screen.notice == "Deine Sitzung ist abgelaufen. Melde dich erneut an, um dort weiterzumachen, wo du warst.")
        #expect(module.view.screen.form?.fields.map(\.label) == ["Benutzername", "Passwort"])
        module.view.handle(LoginFixtures.submit("", ""))
        #expect(module.view.screen.form?.fields.map(\.error) == ["Gib deinen Benutzernamen ein", "Gib dein Passwort ein"])
        module.view.handle(LoginFixtures.submit("demo", "wrong"))
        await module.activity.idle()
        #expect(module.view.screen.form?.error == "Benutzername oder Passwort ist falsch.")
    }

    @Test("the plugin holds its delegate weakly")
    func pluginWeakDelegate() throws {
        var delegate: LoginDelegateSpy? = LoginDelegateSpy()
        let plugin = LoginDefaultBuilder(auth: auth).plugin(delegate: delegate)
        weak let released = delegate
        delegate = nil
        #expect(released == nil)
        _ = try plugin.build(RouteParameters())
    }
}
