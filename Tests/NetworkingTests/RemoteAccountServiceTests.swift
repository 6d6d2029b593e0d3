import DemoAPI
import Domain
import Foundation
import Networking
import Testing

@Suite("Remote account service against the demo server")
struct RemoteAccountServiceTests {
    @Test("the account needs a session: none, a forged token or a logged-out one is unauthorized")
    func needsASession() async throws {
        try await DemoServerFixture.with(seedItems: 1) { fixture in
            await #expect(throws: ServiceError.unauthorized) { try await RemoteAccountService(client: fixture.client()).details() }
            let forged = APIClient(baseURL: fixture.server.baseURL, credentials: CredentialStore(signIn: .stub(token: "forged")))
            await #expect(throws: ServiceError.unauthorized) { try await RemoteAccountService(client: forged).details() }

            let client = fixture.client()
            let signIn = try await RemoteAuthService(client: client).logIn(username: "bob", password: "bob12345")
            await RemoteAuthService(client: client).logOut()
            let stale = APIClient(baseURL: fixture.server.baseURL, credentials: CredentialStore(signIn: .stub(token: signIn.token)))
            await #expect(throws: ServiceError.unauthorized) { try await RemoteAccountService(client: stale).details() }
        }
    }

    @Test("each user gets the details of their own account, generated the same way every time")
    func ownDetails() async throws {
        try await DemoServerFixture.with(seedItems: 1) { fixture in
            let demoClient = fixture.client()
            let demo = try await RemoteAuthService(client: demoClient).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
            let details = try await RemoteAccountService(client: demoClient).details().value
            #expect(details == DemoAccountDetails.details(for: demo.user))
            #expect(details.userID == demo.user.id)
            #expect(details.username == "demo")
            #expect(details.displayName == "Demo User")
            #expect(details.email == "demo@example.com")
            #expect(try await RemoteAccountService(client: demoClient).details().value == details)

            let aliceClient = fixture.client()
            let alice = try await RemoteAuthService(client: aliceClient).logIn(username: "alice", password: "alice1234")
            let aliceDetails = try await RemoteAccountService(client: aliceClient).details().value
            #expect(aliceDetails == DemoAccountDetails.details(for: alice.user))
            #expect(aliceDetails.email == "alice@example.com")
            #expect(aliceDetails != details)
        }
    }

    @Test("details survive the wire exactly, dates included")
    func wire() throws {
        let details = DemoAccountDetails.details(for: User(id: 7, username: "x", displayName: "X"))
        let data = try APIJSON.encoder().encode(details)
        #expect(try APIJSON.decoder().decode(AccountDetails.self, from: data) == details)
        #expect(details.phone == "+1 555 0207")
    }
}
