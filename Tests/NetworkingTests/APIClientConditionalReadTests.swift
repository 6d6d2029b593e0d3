import DemoAPI
import Domain
import Foundation
import Networking
import Testing

@Suite("API client: a page read again with its validator")
struct APIClientConditionalReadTests {
    /// The page a conditional read answered, or `nil` when it was not modified.
    private func page(_ answer: APIRevalidation<ItemPage>) -> APIDocument<ItemPage>? {
        guard case .modified(let document) = answer else { return nil }
        return document
    }

    @Test("through either transport the page comes with its validator, and sent back it is not modified", arguments: Transport.allCases)
    func validatorThroughTransport(_ transport: Transport) async throws {
        try await DemoServerFixture.with(seedItems: 20) { fixture in
            let client = try await fixture.loggedInClient()
            let viaTransport = APIClient(baseURL: fixture.server.baseURL, credentials: client.credentials, http: transport.client())

            let first = try #require(page(try await viaTransport.items(offset: 0, limit: 10, ifNoneMatch: nil)))
            let plain = try await viaTransport.items(offset: 0, limit: 10)
            let again = try await viaTransport.items(offset: 0, limit: 10, ifNoneMatch: first.validator)

            #expect(first.validator?.hasPrefix(#"W/""#) == true)
            #expect(plain.validator == first.validator && plain.body == first.body)
            #expect(page(again) == nil)
        }
    }

    @Test("an ETag whose name the server spells in any case is the validator", arguments: ["etag", "ETAG", "ETag"])
    func entityTagNameInAnyCase(_ name: String) async throws {
        let body = #"{"items":[],"offset":0,"total":0}"#
        let server = try CannedHTTPServer(status: 200, body: body, extraHeaders: [#"\#(name): W/"x""#])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, credentials: CredentialStore(signIn: .stub(token: "token")))

        let document = try #require(page(try await client.items(offset: 0, limit: 10, ifNoneMatch: nil)))

        #expect(document.validator == #"W/"x""#)
        #expect(document.value == ItemPage(items: [], offset: 0, total: 0))
    }

    @Test("a 304 to a read that sent no validator is an error, not a copy confirmed")
    func notModifiedWithoutValidator() async throws {
        let server = try CannedHTTPServer(status: 304, body: "")
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, credentials: CredentialStore(signIn: .stub(token: "token")))

        await #expect(throws: ServiceError.self) { try await client.items(offset: 0, limit: 10, ifNoneMatch: nil) }
        await #expect(throws: ServiceError.self) { try await client.items(offset: 0, limit: 10) }
        let answer = try await client.items(offset: 0, limit: 10, ifNoneMatch: #"W/"x""#)
        #expect(page(answer) == nil)
    }

    @Test("a 401 to a conditional read ends the session, as to any read")
    func refusedConditionalRead() async throws {
        try await DemoServerFixture.with(seedItems: 3) { fixture in
            let client = try await fixture.loggedInClient()
            let validator = try #require(page(try await client.items(offset: 0, limit: 3, ifNoneMatch: nil))?.validator)
            let token = try #require(await client.credentials.token)
            try await fixture.client().logOut(token: token)

            await #expect(throws: ServiceError.unauthorized) { try await client.items(offset: 0, limit: 3, ifNoneMatch: validator) }
            #expect(await client.credentials.signIn == nil)
        }
    }
}
