import Domain
import Fakes
import Testing

@Suite("FakeAuthService")
struct FakeAuthServiceTests {
    @Test("the demo account logs in and opens a session for its user")
    func logsIn() async throws {
        let auth = FakeAuthService()
        let signIn = try await auth.logIn(username: "demo", password: "password")
        #expect(signIn.user == FakeAuthService.Account.demo.user)
        #expect(signIn.token == "fake-token-1")
        #expect(auth.signIn == signIn)
    }

    @Test("a wrong password or an unknown user is invalid credentials")
    func wrongCredentials() async {
        let auth = FakeAuthService()
        await #expect(throws: ServiceError.invalidCredentials) { try await auth.logIn(username: "demo", password: "nope") }
        await #expect(throws: ServiceError.invalidCredentials) { try await auth.logIn(username: "ghost", password: "password") }
        #expect(auth.signIn == nil)
    }

    @Test("a blank username or an empty password is an invalid request")
    func missingCredentials() async {
        let auth = FakeAuthService()
        let missing = ServiceError.invalidRequest("A username and a password are required.")
        await #expect(throws: missing) { try await auth.logIn(username: "  ", password: "password") }
        await #expect(throws: missing) { try await auth.logIn(username: "demo", password: "") }
    }

    @Test("accepts the accounts it is seeded with")
    func seededAccounts() async throws {
        let ada = FakeAuthService.Account(username: "ada", password: "engine", user: User(id: 7, username: "ada", displayName: "Ada"))
        let auth = FakeAuthService(accounts: [ada])
        #expect(try await auth.logIn(username: "ada", password: "engine").user.id == 7)
        await #expect(throws: ServiceError.invalidCredentials) { try await auth.logIn(username: "demo", password: "password") }
    }

    @Test("logging out ends the session; both calls are recorded")
    func logsOut() async throws {
        let auth = FakeAuthService()
        _ = try await auth.logIn(username: "demo", password: "password")
        await auth.logOut()
        #expect(auth.signIn == nil)
        #expect(auth.calls == [.logIn(username: "demo", password: "password"), .logOut])
    }

    @Test("fails the next log-in, then every log-in until told to stop")
    func failures() async throws {
        let auth = FakeAuthService()
        auth.failNextCall(with: .unreachable)
        await #expect(throws: ServiceError.unreachable) { try await auth.logIn(username: "demo", password: "password") }
        _ = try await auth.logIn(username: "demo", password: "password")
        auth.failAllCalls(with: .timeout)
        await #expect(throws: ServiceError.timeout) { try await auth.logIn(username: "demo", password: "password") }
        await #expect(throws: ServiceError.timeout) { try await auth.logIn(username: "demo", password: "password") }
        auth.failAllCalls(with: nil)
        _ = try await auth.logIn(username: "demo", password: "password")
    }

    @Test("a log-in cancelled while it waits ends with .cancelled and opens no session")
    func cancellation() async throws {
        let auth = FakeAuthService()
        auth.holdCalls()
        let task = Task { () async throws(ServiceError) -> SignIn in
            try await auth.logIn(username: "demo", password: "password")
        }
        while auth.calls.isEmpty { await Task.yield() }
        task.cancel()
        let result = await task.result
        #expect(throws: ServiceError.cancelled) { try result.get() }
        #expect(auth.cancelledCalls == [.logIn(username: "demo", password: "password")])
        #expect(auth.signIn == nil)
    }
}
