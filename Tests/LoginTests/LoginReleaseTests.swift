import Fakes
import LoginInterface
import LoginTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import Login

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Login release")
struct LoginReleaseTests {
    @Test("the module is released when closed after a failed login")
    func releasedAfterFailure() async {
        let auth = FakeAuthService()
        let navigator = RecordingNavigator()
        var module: Module? = LoginDefaultBuilder(auth: auth).build(input: LoginInput(), delegate: nil)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        module!.view.handle(LoginFixtures.submit("demo", "wrong"))
        await activity.idle()
        #expect(module!.view.screen.form?.error == "Wrong username or password.")
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released when its delegate replaces the root on success")
    func releasedAfterSuccess() async {
        let auth = FakeAuthService()
        let navigator = RecordingNavigator()
        let delegate = LoginDelegateSpy()
        let builder = LoginDefaultBuilder(auth: auth)
        delegate.onSuccess = { _ in navigator.replaceRoot(with: builder.build(input: LoginInput(), delegate: nil)) }
        var module: Module? = builder.build(input: LoginInput(), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module!.view.handle(LoginFixtures.submit("demo", "password"))
        module = nil
        await activity.idle()
        #expect(navigator.calls == [.replaceRoot(LoginRoute.route)])
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow login is in flight, and the call is cancelled")
    func releasedInFlight() async {
        let auth = FakeAuthService()
        auth.delay = .seconds(60)
        let navigator = RecordingNavigator()
        let delegate = LoginDelegateSpy()
        var module: Module? = LoginDefaultBuilder(auth: auth).build(input: LoginInput(), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module!.view.handle(LoginFixtures.submit("demo", "password"))
        module = nil
        while auth.calls.isEmpty { await Task.yield() }
        #expect(activity.isBusy)
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(auth.cancelledCalls == [.logIn(username: "demo", password: "password")])
        #expect(delegate.sessions.isEmpty)
    }
}
