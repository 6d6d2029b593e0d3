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
            let session = try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
            // Another client ends the session on the server, as an expiry or a revocation would.
            try await fixture.client().logOut(token: session.token)

            await #expect(throws: ServiceError.unauthorized) { try await RemoteItemsService(client: client).items(offset: 0, limit: 2) }
            #expect(await credentials.session == nil)
            #expect(refusals.withLock { $0 } == 1)
            // Without a session the next call is refused before it reaches the server, and no one is told again.
            await #expect(throws: ServiceError.unauthorized) { try await RemoteItemsService(client: client).items(offset: 0, limit: 2) }
            #expect(refusals.withLock { $0 } == 1)
        }
    }

    @Test("a late refusal of a token a new login has replaced leaves the new session alone")
    func lateRefusalIsIgnored() async throws {
        let refusals = Mutex(0)
        let old = AuthSession(token: "old", user: User(id: 1, username: "demo", displayName: "Demo"))
        let new = AuthSession(token: "new", user: old.user)
        let credentials = CredentialStore(session: old, didRefuse: { refusals.withLock { $0 += 1 } })
        await credentials.store(new)
        await credentials.refused("old")
        #expect(await credentials.session == new)
        #expect(refusals.withLock { $0 } == 0)
    }
}
