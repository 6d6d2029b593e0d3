import LoginTesting
import Testing

@testable import Login

@MainActor
@Suite("Login router")
struct LoginRouterTests {
    @Test("routing after success tells the delegate the session")
    func tellsDelegate() {
        let delegate = LoginDelegateSpy()
        let router = LoginDefaultRouter(delegate: delegate)
        router.routeToLoggedIn(with: LoginFixtures.session)
        #expect(delegate.sessions == [LoginFixtures.session])
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: LoginDelegateSpy? = LoginDelegateSpy()
        let router = LoginDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.routeToLoggedIn(with: LoginFixtures.session)
    }
}
