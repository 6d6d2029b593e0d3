import Domain
import Fakes
import LoginInterface
import LoginPreviews
import LoginTesting
import Testing
import ViperKit
import ViperKitTesting

/// The login module through its screen: a form in, every screen change and what the delegate
/// hears out, over a fake auth service. Each `finish()` also checks the module is released once
/// closed.
@MainActor
@Suite("Login module")
struct LoginModuleTests {
    typealias Fixtures = LoginFixtures

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(LoginPreviews.all, of: "Login")
    }

    @Test(
        "built by its builder and its plugin, the module answers /login and is released when closed mid-login; the call is cancelled and the delegate hears nothing"
    )
    func lifecycle() async {
        #expect(LoginRoute.route.path == "/login")
        let auth = FakeAuthService()
        auth.holdCalls()
        let delegate = LoginDelegateSpy()
        let builder = Fixtures.builder(auth)
        await ModuleLifecycleCheck.run(
            "Login",
            at: LoginRoute.route,
            plugin: builder.plugin(delegate: delegate),
            sending: [Fixtures.submit("demo", "password")],
            closedMidWork: true
        ) {
            builder.build(input: LoginInput(), delegate: delegate)
        }
        #expect(auth.cancelledCalls == [.logIn(username: "demo", password: "password")])
        #expect(delegate.signIns.isEmpty)
    }

    // MARK: The form

    @Test("opening shows an empty form titled Log in: a username field, a password field and an enabled Log in button")
    func opens() async {
        let store = ModuleTestStore(Fixtures.module())
        store.send(.load) {
            $0.title = "Log in"
            $0.status = .ready
            $0.form = ScreenForm(
                fields: [
                    ScreenField(id: "username", label: "Username", value: "", kind: .text, isRequired: true),
                    ScreenField(id: "password", label: "Password", value: "", kind: .password, isRequired: true),
                ],
                submit: ScreenAction(id: "login", title: "Log in", role: .primary)
            )
        }
        await store.finish()
    }

    @Test("an empty form shows both field messages at once and asks the service nothing")
    func emptyForm() async {
        let auth = FakeAuthService()
        let store = ModuleTestStore(Fixtures.module(auth))
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("", "")) {
            $0.form = Fixtures.form(usernameError: "Enter your username", passwordError: "Enter your password")
        }
        await store.finish()
        #expect(auth.calls.isEmpty, "invalid input never reaches the service")
    }

    @Test(
        "only the missing or malformed field gets a message, and nothing is sent",
        arguments: [
            ("   ", "secret", "Enter your username", nil),
            ("ada", "", nil, "Enter your password"),
            ("demo\0", "demo1234", "A username cannot contain control characters", nil),
            ("demo", "demo1234\0xyz", nil, "A password cannot contain control characters"),
            ("demo", "demo1234\n", nil, "A password cannot contain control characters"),
        ] as [(String, String, String?, String?)]
    )
    func oneFieldWrong(username: String, password: String, usernameError: String?, passwordError: String?) async {
        let auth = FakeAuthService()
        let store = ModuleTestStore(Fixtures.module(auth))
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit(username, password)) {
            $0.form = Fixtures.form(username: username, usernameError: usernameError, passwordError: passwordError)
        }
        await store.finish()
        #expect(auth.calls.isEmpty)
    }

    @Test("fixing the form clears the earlier messages")
    func fixingClearsMessages() async {
        let store = ModuleTestStore(Fixtures.module())
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("", "")) {
            $0.form = Fixtures.form(usernameError: "Enter your username", passwordError: "Enter your password")
        }
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo"))
        await store.finish()
    }

    @Test("the password is never echoed back into the screen")
    func passwordNotEchoed() async {
        let store = ModuleTestStore(Fixtures.module())
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("demo", "hunter2"), Fixtures.loggingIn("demo"))
        #expect(store.screen.form?.field("password")?.value == "")
        await store.receive(Fixtures.answered("demo", error: "Wrong username or password."))
        #expect(store.screen.form?.field("password")?.value == "")
        #expect(!String(describing: store.screen).contains("hunter2"))
        await store.finish()
    }

    // MARK: Logging in

    @Test("a complete form shows Logging in…, disables the button and keeps the username as typed; pressing Log in again meanwhile is ignored")
    func submitting() async {
        let auth = FakeAuthService()
        let store = ModuleTestStore(Fixtures.module(auth))
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        store.send(Fixtures.submit("demo", "password"))
        await store.receive(Fixtures.answered("demo"))
        #expect(auth.calls == [.logIn(username: "demo", password: "password")], "the second press sent nothing")
        await store.finish()
    }

    @Test("the service gets the username trimmed of spaces and the password as typed; success ends Logging in… and hands the session to the delegate")
    func success() async {
        let auth = FakeAuthService()
        let delegate = LoginDelegateSpy()
        let store = ModuleTestStore(Fixtures.module(auth, delegate: delegate))
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("  demo ", "password"), Fixtures.loggingIn("  demo "))
        #expect(delegate.signIns.isEmpty, "the delegate waits for the answer")
        await store.receive(Fixtures.answered("  demo "))
        #expect(auth.calls == [.logIn(username: "demo", password: "password")])
        #expect(delegate.signIns.map(\.user) == [FakeAuthService.Account.demo.user])
        #expect(delegate.signIns.first == auth.signIn)
        await store.finish()
    }

    @Test("wrong credentials say so, keep the username and let the user try again; the right password then reaches the delegate")
    func wrongCredentials() async {
        let delegate = LoginDelegateSpy()
        let store = ModuleTestStore(Fixtures.module(delegate: delegate))
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("demo", "wrong"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo", error: "Wrong username or password."))
        #expect(delegate.signIns.isEmpty)
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo"))
        #expect(delegate.signIns.map(\.user.username) == ["demo"])
        await store.finish()
    }

    // The login screen words every failure from its own table (`login.error.*`), not with the
    // standard sentences, so these stay literal.
    @Test(
        "an unreachable server is a connection message; a slow one says it is slow",
        arguments: [
            (ServiceError.unreachable, "Can't reach the server. Check your connection and try again."),
            (.timeout, "The server is taking too long to answer. Try again in a moment."),
        ]
    )
    func connectionProblems(error: ServiceError, message: String) async {
        let auth = FakeAuthService()
        auth.failNextCall(with: error)
        let store = ModuleTestStore(Fixtures.module(auth))
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo", error: message))
        await store.finish()
    }

    @Test(
        "other failures get a clear sentence of the login screen's own, with no technical detail; a refusal with a reason shows the reason; a busy server says when to try again",
        arguments: [
            (ServiceError.server(status: 500, message: "db down"), "The server had a problem logging you in. Try again in a moment."),
            (.invalidResponse("garbage"), "The server had a problem logging you in. Try again in a moment."),
            (.notFound, "The server had a problem logging you in. Try again in a moment."),
            (.storage("disk"), "Your session couldn't be saved on this device. Try again."),
            (.invalidRequest(""), "The server refused the login. Check what you typed and try again."),
            (.invalidRequest("Username too long."), "Username too long."),
            (.busy(retryAfter: 3), "The server is busy. Try again in 3 s."),
        ]
    )
    func otherFailures(error: ServiceError, message: String) async {
        let auth = FakeAuthService()
        auth.failNextCall(with: error)
        let store = ModuleTestStore(Fixtures.module(auth))
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo", error: message))
        #expect(!String(describing: store.screen).contains("db down") && !String(describing: store.screen).contains("garbage"))
        await store.finish()
    }

    @Test("a login the server refuses for too many failures shows the server's sentence, with when to try again")
    func tooManyAttempts() async {
        let auth = FakeAuthService()
        auth.failNextCall(with: .invalidRequest("Too many failed logins for this account. Try again in 15 minutes."))
        let store = ModuleTestStore(Fixtures.module(auth))
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo", error: "Too many failed logins for this account. Try again in 15 minutes."))
        await store.finish()
    }

    @Test("the locked state the gallery and the snapshots show is this module's: its declaration, placed, submits and shows the server's sentence")
    func lockedAsDeclared() async throws {
        let store = try ModuleTestStore(state: "locked", of: LoginPreviews.all)
        store.send(.load, Fixtures.opened)
        await store.receive(Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo", error: "Too many failed logins for this account. Try again in 5 minutes."))
        await store.finish()
    }

    @Test("a login the service reports as cancelled shows no error and lets the user try again")
    func cancelled() async {
        let auth = FakeAuthService()
        auth.failNextCall(with: .cancelled)
        let delegate = LoginDelegateSpy()
        let store = ModuleTestStore(Fixtures.module(auth, delegate: delegate))
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo"))
        #expect(delegate.signIns.isEmpty)
        await store.finish()
    }

    // MARK: The delegate

    @Test("the module holds its delegate weakly: once the delegate is gone, a login still succeeds and tells nobody")
    func weakDelegate() async {
        let auth = FakeAuthService()
        var delegate: LoginDelegateSpy? = LoginDelegateSpy()
        let store = ModuleTestStore(Fixtures.module(auth, delegate: delegate))
        store.send(.load, Fixtures.opened)
        weak let released = delegate
        delegate = nil
        #expect(released == nil, "the module does not hold its delegate")
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo"))
        #expect(auth.signIn != nil)
        await store.finish()
    }

    @Test("when its delegate replaces the root on success, as the App does, the login module goes and is released")
    func releasedAfterSuccess() async {
        let delegate = LoginDelegateSpy()
        let store = ModuleTestStore(Fixtures.module(delegate: delegate))
        let navigator = store.navigator
        delegate.onSuccess = { _ in navigator.replaceRoot(with: .standIn(name: "Home", route: Route("/home"), title: "Home")) }
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo"))
        await store.receive(.replaceRoot(Route("/home")))
        #expect(navigator.stack.map(\.route) == [Route("/home")])
        #expect(delegate.signIns.count == 1)
        await store.finish()
    }

    // MARK: Routes and plugin

    @Test("the plugin is `login`, answers /login and builds modules reporting to its delegate, which it holds weakly")
    func plugin() async throws {
        var delegate: LoginDelegateSpy? = LoginDelegateSpy()
        let plugin = Fixtures.builder().plugin(delegate: delegate)
        #expect(plugin.id == "login")
        #expect(plugin.routes == [LoginRoute.pattern, LoginRoute.reasonPattern])
        let store = ModuleTestStore(try PluginRegistry([plugin]).build("/login"))
        #expect(store.navigator.top?.route == LoginRoute.route)
        store.send(.load, Fixtures.opened)
        store.send(Fixtures.submit("demo", "password"), Fixtures.loggingIn("demo"))
        await store.receive(Fixtures.answered("demo"))
        #expect(delegate?.signIns.count == 1)
        await store.finish()
        weak let released = delegate
        delegate = nil
        #expect(released == nil, "the plugin does not hold its delegate")
        _ = try plugin.build(RouteParameters())
    }

    @Test("/login/expired is the login screen saying the session expired; another reason is a route error")
    func expiredRoute() async throws {
        let registry = PluginRegistry([Fixtures.builder().plugin(delegate: nil)])
        let store = ModuleTestStore(try registry.build("/login/expired"))
        #expect(store.navigator.top?.route == LoginRoute.route(LoginInput(reason: .sessionExpired)))
        #expect(store.navigator.top?.route.path == "/login/expired")
        store.send(.load) {
            Fixtures.opened(&$0)
            $0.notice = "Your session has expired. Log in again to continue where you were."
        }
        await store.finish()
        #expect(throws: RouteError.invalidParameter("reason", value: "bored", expected: "expired")) { try registry.build("/login/bored") }
    }

    @Test("built for German, the login screen shows its own German words, its messages included")
    func german() async {
        let store = ModuleTestStore(Fixtures.builder(language: .german).build(input: LoginInput(reason: .sessionExpired), delegate: nil))
        store.send(.load) {
            Fixtures.opened(&$0)
            $0.title = "Anmelden"
            $0.notice = "Deine Sitzung ist abgelaufen. Melde dich erneut an, um dort weiterzumachen, wo du warst."
            $0.form?.fields[0].label = "Benutzername"
            $0.form?.fields[1].label = "Passwort"
            $0.form?.submit.title = "Anmelden"
        }
        store.send(Fixtures.submit("", "")) {
            $0.form?.fields[0].error = "Gib deinen Benutzernamen ein"
            $0.form?.fields[1].error = "Gib dein Passwort ein"
        }
        store.send(Fixtures.submit("demo", "wrong")) {
            $0.status = .loading("Anmeldung läuft…")
            $0.form?.fields[0].value = "demo"
            $0.form?.fields[0].error = nil
            $0.form?.fields[1].error = nil
            $0.form?.submit.isEnabled = false
        }
        await store.receive {
            $0.status = .ready
            $0.form?.submit.isEnabled = true
            $0.form?.error = "Benutzername oder Passwort ist falsch."
        }
        await store.finish()
    }
}
