import DemoAPI
import Domain
import Foundation
import Networking
import Storage
import Testing
import ViperKitTesting

@Suite("Demo API: a page read again with its ETag")
struct DemoAPIConditionalReadTests {
    /// `GET /api/items?offset=0&limit=10` as `token`, with `If-None-Match: condition` when given,
    /// sent as is (no API client in between) to see the exact answer.
    private func getPage(_ baseURL: URL, token: String, ifNoneMatch condition: String? = nil) async throws -> HTTPClientResponse {
        var headers = ["Authorization": "Bearer \(token)"]
        if let condition { headers["If-None-Match"] = condition }
        let url = try #require(URL(string: "/api/items?offset=0&limit=10", relativeTo: baseURL))
        return try await EventLoopHTTPClient().send(HTTPClientRequest(method: .get, url: url, headers: headers))
    }

    /// The answer's `ETag`, whatever the case of its name.
    private func entityTag(_ response: HTTPClientResponse) throws -> String {
        try #require(response.headers.first { $0.key.lowercased() == "etag" }?.value)
    }

    /// A client of `fixture`'s server logged in as `username`.
    private func logIn(_ fixture: DemoServerFixture, _ username: String) async throws -> APIClient {
        let account = try #require(DemoAccounts.all.first { $0.username == username })
        let client = fixture.client()
        _ = try await RemoteAuthService(client: client).logIn(username: account.username, password: account.password)
        return client
    }

    /// The page a conditional read answered, or `nil` when it was not modified.
    private func page(_ answer: APIRevalidation<ItemPage>) -> APIDocument<ItemPage>? {
        guard case .modified(let document) = answer else { return nil }
        return document
    }

    @Test(
        "an unchanged page asked with its ETag (alone, in a list, or *) is 304 with the ETag and no body, still no-store; another tag or a malformed field gets the page"
    )
    func unchangedPageIsNotModified() async throws {
        try await DemoServerFixture.with(seedItems: 20) { fixture in
            let token = try #require(try await fixture.loggedInClient().credentials.token)
            let full = try await getPage(fixture.server.baseURL, token: token)
            let tag = try entityTag(full)
            #expect(full.status == 200 && tag.hasPrefix(#"W/""#) && tag.hasSuffix(#"""#))
            #expect(try APIJSON.decoder().decode(ItemPage.self, from: full.body).items == (1 ... 10).map(ItemSeed.item))

            let strong = String(tag.dropFirst(2))
            for condition in [tag, strong, #""other", \#(tag)"#, "*"] {
                let answer = try await getPage(fixture.server.baseURL, token: token, ifNoneMatch: condition)
                #expect(answer.status == 304, "\(condition)")
                #expect(answer.body.isEmpty, "\(condition)")
                #expect(try entityTag(answer) == tag)
                #expect(answer.headers.first { $0.key.lowercased() == "cache-control" }?.value == "no-store")
            }
            for condition in [#""other""#, #"W/"other", W/"again""#, String(tag.dropLast()), "\(tag) junk", "no quotes"] {
                let answer = try await getPage(fixture.server.baseURL, token: token, ifNoneMatch: condition)
                #expect(answer.status == 200, "\(condition)")
                #expect(answer.body == full.body, "\(condition)")
            }
        }
    }

    @Test("a page its user changed (PATCH) is read in full with the new rows and a new ETag, which then answers 304")
    func changedByTheUser() async throws {
        try await DemoServerFixture.with(seedItems: 20) { fixture in
            let client = try await fixture.loggedInClient()
            let first = try #require(page(try await client.items(offset: 0, limit: 10, ifNoneMatch: nil)))
            let validator = try #require(first.validator)
            #expect(page(try await client.items(offset: 0, limit: 10, ifNoneMatch: validator)) == nil)

            let saved = try await client.setEnabled(!ItemSeed.enabled(4), id: 4)
            let changed = try #require(page(try await client.items(offset: 0, limit: 10, ifNoneMatch: validator)))

            #expect(changed.value.items[3] == saved)
            #expect(changed.validator != nil && changed.validator != validator)
            #expect(page(try await client.items(offset: 0, limit: 10, ifNoneMatch: changed.validator)) == nil)
        }
    }

    @Test("a page the same user changed from another session (another token) no longer matches the first session's ETag")
    func changedByAnotherSession() async throws {
        try await DemoServerFixture.with(seedItems: 20) { fixture in
            let phone = try await fixture.loggedInClient()
            let laptop = try await fixture.loggedInClient()
            #expect(await phone.credentials.token != laptop.credentials.token)
            let validator = try #require(page(try await phone.items(offset: 0, limit: 10, ifNoneMatch: nil))?.validator)

            let saved = try await laptop.setEnabled(!ItemSeed.enabled(2), id: 2)
            let changed = try #require(page(try await phone.items(offset: 0, limit: 10, ifNoneMatch: validator)))

            #expect(changed.value.items[1] == saved)
        }
    }

    @Test(
        "after Delete all, after the samples come back, and after one item is deleted (through the API's store: the API has no such endpoint), the page is read in full with the rows left"
    )
    func afterDeletions() async throws {
        try await DemoServerFixture.with(seedItems: 20) { fixture in
            let client = try await fixture.loggedInClient()
            var validator = try #require(page(try await client.items(offset: 0, limit: 10, ifNoneMatch: nil))?.validator)

            #expect(try await client.deleteAll().deleted == 20)
            let emptied = try #require(page(try await client.items(offset: 0, limit: 10, ifNoneMatch: validator)))
            #expect(emptied.value == ItemPage(items: [], offset: 0, total: 0))
            validator = try #require(emptied.validator)

            _ = try await client.addSampleItems()
            let samples = try #require(page(try await client.items(offset: 0, limit: 10, ifNoneMatch: validator)))
            #expect(samples.value.items == (1 ... 10).map(ItemSeed.item))
            validator = try #require(samples.validator)

            // Another connection to the API's own file, as another process writing it would be.
            let database = try SQLiteDatabase(path: fixture.server.configuration.databasePath)
            defer { try? database.close() }
            let userID = try #require(await client.credentials.signIn?.user.id)
            try await ItemStore(database: database).delete(id: 2, userID: userID)
            let deleted = try #require(page(try await client.items(offset: 0, limit: 10, ifNoneMatch: validator)))

            #expect(deleted.value.items.map(\.id) == [1, 3, 4, 5, 6, 7, 8, 9, 10, 11])
            #expect(deleted.value.total == Item.sampleCount - 1)
        }
    }

    @Test("an ETag another user was given never matches, though both made as many changes: that user's own rows answer")
    func anotherUsersValidator() async throws {
        try await DemoServerFixture.with(seedItems: 20) { fixture in
            let demo = try await logIn(fixture, DemoAccounts.username)
            let alice = try await logIn(fixture, "alice")
            _ = try await demo.setEnabled(!ItemSeed.enabled(2), id: 2)
            _ = try await alice.setEnabled(!ItemSeed.enabled(5), id: 5)
            let demos = try #require(page(try await demo.items(offset: 0, limit: 10, ifNoneMatch: nil)))

            let alices = try #require(page(try await alice.items(offset: 0, limit: 10, ifNoneMatch: demos.validator)))

            #expect(alices.value.items[4].enabled != ItemSeed.enabled(5))
            #expect(alices.value.items[1] == ItemSeed.item(2))
            #expect(alices.validator != demos.validator)
        }
    }

    @Test("an ETag from another database (another epoch) never matches, though user, version and page are the same")
    func anotherDatabasesValidator() async throws {
        try await DemoServerFixture.with(seedItems: 20) { first in
            try await DemoServerFixture.with(seedItems: 20) { second in
                let validator = try #require(page(try await first.loggedInClient().items(offset: 0, limit: 10, ifNoneMatch: nil))?.validator)

                let answer = try #require(page(try await second.loggedInClient().items(offset: 0, limit: 10, ifNoneMatch: validator)))

                #expect(answer.value.items == (1 ... 10).map(ItemSeed.item))
                #expect(answer.validator != validator)
            }
        }
    }

    @Test("the API kept on the same database file after a restart keeps its ETags: a page read before is still 304")
    func sameFileAfterRestart() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let configuration = DemoServerFixture.configuration(directory, seedItems: 20)
        let credentials = CredentialStore()
        let before = try await DemoAPIServer.start(configuration)
        let validator: String?
        do {
            let client = APIClient(baseURL: before.baseURL, credentials: credentials)
            _ = try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
            validator = page(try await client.items(offset: 0, limit: 10, ifNoneMatch: nil))?.validator
        } catch {
            await before.stop()
            throw error
        }
        await before.stop()

        let after = try await DemoAPIServer.start(configuration)
        let answer: APIRevalidation<ItemPage>
        do {
            answer = try await APIClient(baseURL: after.baseURL, credentials: credentials).items(offset: 0, limit: 10, ifNoneMatch: validator)
        } catch {
            await after.stop()
            throw error
        }
        await after.stop()

        #expect(validator != nil)
        #expect(page(answer) == nil)
    }
}
