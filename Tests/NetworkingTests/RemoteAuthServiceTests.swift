import DemoAPI
import Domain
import Networking
import Testing

@Suite("Remote auth service against the demo server")
struct RemoteAuthServiceTests {
    @Test("logging in with the demo account opens a session and keeps its token")
    func logInSucceeds() async throws {
        try await DemoServerFixture.with { fixture in
            let client = fixture.client()
            let signIn = try await RemoteAuthService(client: client).logIn(
                username: DemoAccounts.username,
                password: DemoAccounts.password
            )

            #expect(signIn.user.username == DemoAccounts.username)
            #expect(signIn.token.count == 64)
            #expect(await client.credentials.token == signIn.token)
        }
    }

    @Test("every seeded account can log in")
    func everyAccountLogsIn() async throws {
        try await DemoServerFixture.with { fixture in
            for account in DemoAccounts.all {
                let signIn = try await RemoteAuthService(client: fixture.client()).logIn(
                    username: account.username,
                    password: account.password
                )
                #expect(signIn.user.displayName == account.displayName)
            }
        }
    }

    @Test(
        "a wrong password or an unknown username is invalid credentials, and stores no token",
        arguments: [(DemoAccounts.username, "wrong-password"), ("nobody", DemoAccounts.password), ("", "")]
    )
    func wrongCredentials(username: String, password: String) async throws {
        try await DemoServerFixture.with { fixture in
            let client = fixture.client()
            await #expect(throws: ServiceError.invalidCredentials) {
                try await RemoteAuthService(client: client).logIn(username: username, password: password)
            }
            #expect(await client.credentials.token == nil)
        }
    }

    @Test("logging out forgets the token and ends the session on the server")
    func logOutEndsSession() async throws {
        try await DemoServerFixture.with { fixture in
            let client = try await fixture.loggedInClient()
            let token = try #require(await client.credentials.token)

            await RemoteAuthService(client: client).logOut()

            #expect(await client.credentials.token == nil)
            let stale = APIClient(baseURL: fixture.server.baseURL, credentials: CredentialStore(signIn: .stub(token: token)))
            await #expect(throws: ServiceError.unauthorized) {
                try await RemoteItemsService(client: stale).items(offset: 0, limit: 10)
            }
        }
    }

    @Test("the health endpoint answers without a session")
    func health() async throws {
        try await DemoServerFixture.with { fixture in
            try await fixture.client().health()
        }
    }
}
