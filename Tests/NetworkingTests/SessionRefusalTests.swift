import DemoAPI
import Domain
import Networking
import Synchronization
import Testing

@Suite("A session the server refuses (expired or revoked token)")
struct SessionRefusalTests {
    @Test("a 401 to a call with the current token forgets the session and tells the observer, once")
    func refusalForgetsTheSession() async throws {
        try await DemoServerFixture.with(seedItems: 3) { fixture in
            let refusals = Mutex(0)
            let credentials = CredentialStore(didRefuse: { refusals.withLock { $0 += 1 } })
            let client = APIClient(baseURL: fixture.server.baseURL, credentials: credentials)
            let signIn = try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
            // Another client ends the sign-in on the server, as an expiry or a revocation would.
            try await fixture.client().logOut(token: signIn.token)

            await #expect(throws: ServiceError.unauthorized) { try await RemoteItemsService(client: client).items(offset: 0, limit: 2) }
            #expect(await credentials.signIn == nil)
            #expect(refusals.withLock { $0 } == 1)
            // Without a sign-in the next call is refused before it reaches the server, and no one is told again.
            await #expect(throws: ServiceError.unauthorized) { try await RemoteItemsService(client: client).items(offset: 0, limit: 2) }
            #expect(refusals.withLock { $0 } == 1)
        }
    }

    @Test("a late refusal of a token a new login has replaced leaves the new session alone")
    func lateRefusalIsIgnored() async throws {
        let refusals = Mutex(0)
        let old = SignIn(token: "old", user: User(id: 1, username: "demo", displayName: "Demo"))
        let new = SignIn(token: "new", user: old.user)
        let credentials = CredentialStore(signIn: old, didRefuse: { refusals.withLock { $0 += 1 } })
        await credentials.store(new)
        await credentials.refused("old")
        #expect(await credentials.signIn == new)
        #expect(refusals.withLock { $0 } == 0)
    }
}
