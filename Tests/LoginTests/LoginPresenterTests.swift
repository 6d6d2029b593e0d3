import Domain
import Testing

@testable import Login

@MainActor
@Suite("Login presenter")
struct LoginPresenterTests {
    @Test("on load it shows an empty form titled Log in, ready to submit")
    func load() throws {
        let (presenter, view, _, _) = LoginFixtures.presenter()
        presenter.viewDidLoad()
        let shown = try #require(view.last)
        #expect(shown.title == "Log in")
        #expect(shown.submitTitle == "Log in")
        #expect(shown.username.isEmpty)
        #expect(shown.usernameError == nil && shown.passwordError == nil && shown.formError == nil)
        #expect(shown.isSubmitEnabled)
        #expect(shown.progress == nil)
    }

    @Test("an empty form shows both field messages at once and calls no one")
    func bothFieldsEmpty() throws {
        let (presenter, view, interactor, _) = LoginFixtures.presenter()
        presenter.didSubmit(username: "", password: "")
        let shown = try #require(view.last)
        #expect(shown.usernameError == "Enter your username")
        #expect(shown.passwordError == "Enter your password")
        #expect(shown.isSubmitEnabled)
        #expect(interactor.logIns.isEmpty)
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
    func oneFieldMissing(username: String, password: String, usernameError: String?, passwordError: String?) throws {
        let (presenter, view, interactor, _) = LoginFixtures.presenter()
        presenter.didSubmit(username: username, password: password)
        #expect(view.last?.usernameError == usernameError)
        #expect(view.last?.passwordError == passwordError)
        #expect(interactor.logIns.isEmpty)
    }

    @Test("a complete form shows Logging in…, disables the button, keeps the username and asks the interactor")
    func submitting() throws {
        let (presenter, view, interactor, _) = LoginFixtures.presenter()
        presenter.didSubmit(username: "demo", password: "password")
        let shown = try #require(view.last)
        #expect(shown.progress == "Logging in…")
        #expect(shown.isSubmitEnabled == false)
        #expect(shown.username == "demo")
        #expect(interactor.logIns == [.init(username: "demo", password: "password")])
    }

    @Test("submitting again while logging in is ignored")
    func doubleSubmit() {
        let (presenter, _, interactor, _) = LoginFixtures.presenter()
        presenter.didSubmit(username: "demo", password: "password")
        presenter.didSubmit(username: "demo", password: "password")
        #expect(interactor.logIns.count == 1)
    }

    @Test("fixing the form clears the earlier messages")
    func fixingClearsMessages() throws {
        let (presenter, view, _, _) = LoginFixtures.presenter()
        presenter.didSubmit(username: "", password: "")
        presenter.didSubmit(username: "demo", password: "password")
        let shown = try #require(view.last)
        #expect(shown.usernameError == nil && shown.passwordError == nil)
    }

    @Test("wrong credentials say so, keep the username and let the user try again")
    func wrongCredentials() throws {
        let (presenter, view, _, router) = LoginFixtures.presenter()
        presenter.didSubmit(username: "demo", password: "nope")
        presenter.loginDidFail(.invalidCredentials)
        let shown = try #require(view.last)
        #expect(shown.formError == "Wrong username or password.")
        #expect(shown.username == "demo")
        #expect(shown.progress == nil)
        #expect(shown.isSubmitEnabled)
        #expect(router.loggedIn.isEmpty)
    }

    @Test(
        "an unreachable server is a connection message; a slow one says it is slow",
        arguments: [
            (ServiceError.unreachable, "Can't reach the server. Check your connection and try again."),
            (.timeout, "The server is taking too long to answer. Try again in a moment."),
        ])
    func connectionProblems(error: ServiceError, message: String) {
        let (presenter, view, _, _) = LoginFixtures.presenter()
        presenter.didSubmit(username: "demo", password: "password")
        presenter.loginDidFail(error)
        #expect(view.last?.formError == message)
    }

    @Test(
        "other failures get a clear sentence",
        arguments: [
            ServiceError.server(status: 500, message: "db down"), .invalidResponse("garbage"), .storage("disk"),
            .invalidRequest("Username too long."), .notFound,
        ]
    )
    func otherFailures(error: ServiceError) throws {
        let (presenter, view, _, _) = LoginFixtures.presenter()
        presenter.didSubmit(username: "demo", password: "password")
        presenter.loginDidFail(error)
        let message = try #require(view.last?.formError)
        #expect(message.hasSuffix("."))
        #expect(!message.contains("db down") && !message.contains("garbage"), "no technical detail leaks to the user")
    }

    @Test("a login the server refuses for too many failures shows the server's sentence, with when to try again")
    func tooManyAttempts() {
        let (presenter, view, _, _) = LoginFixtures.presenter()
        presenter.didSubmit(username: "demo", password: "password")
        presenter.loginDidFail(.invalidRequest("Too many failed logins for this account. Try again in 15 minutes."))
        #expect(view.last?.formError == "Too many failed logins for this account. Try again in 15 minutes.")
        #expect(view.last?.isSubmitEnabled == true)
    }

    @Test("a cancelled login shows no error")
    func cancelled() {
        let (presenter, view, _, _) = LoginFixtures.presenter()
        presenter.didSubmit(username: "demo", password: "password")
        presenter.loginDidFail(.cancelled)
        #expect(view.last?.formError == nil)
        #expect(view.last?.isSubmitEnabled == true)
    }

    @Test("success hands the session to the router")
    func success() {
        let (presenter, view, _, router) = LoginFixtures.presenter()
        presenter.didSubmit(username: "demo", password: "password")
        presenter.loginDidSucceed(LoginFixtures.session)
        #expect(router.loggedIn == [LoginFixtures.session])
        #expect(view.last?.progress == nil)
    }
}
