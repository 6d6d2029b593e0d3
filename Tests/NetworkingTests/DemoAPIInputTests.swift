import DemoAPI
import Domain
import Foundation
import Networking
import Testing

@Suite("Demo API answers to bad input")
struct DemoAPIInputTests {
    static let badRequests = [
        RawRequest(method: "GET", target: "/api/items?limit=abc", body: nil),
        RawRequest(method: "GET", target: "/api/items?offset=1x", body: nil),
        RawRequest(method: "GET", target: "/api/items?offset=-1", body: nil),
        RawRequest(method: "GET", target: "/api/items?limit=0", body: nil),
        RawRequest(method: "GET", target: "/api/items?limit=501", body: nil),
        RawRequest(method: "GET", target: "/api/items?offset=99999999999999999999999", body: nil),
        RawRequest(method: "GET", target: "/api/items/abc", body: nil),
        RawRequest(method: "GET", target: "/api/items/0", body: nil),
        RawRequest(method: "GET", target: "/api/items/-3", body: nil),
        RawRequest(method: "PATCH", target: "/api/items/1", body: "not json"),
        RawRequest(method: "PATCH", target: "/api/items/1", body: #"{"enabled": "yes"}"#),
        RawRequest(method: "PATCH", target: "/api/items/1", body: nil),
        RawRequest(method: "POST", target: "/api/login", body: "{"),
        RawRequest(method: "POST", target: "/api/login", body: #"{"username": "demo"}"#),
        RawRequest(method: "POST", target: "/api/login", body: #"{"username": "demo", "password": "demo1234\u0000xyz"}"#),
        RawRequest(method: "POST", target: "/api/login", body: #"{"username": "demo\u0000", "password": "demo1234"}"#),
        RawRequest(method: "POST", target: "/api/login", body: #"{"username": "demo\r\n", "password": "demo1234"}"#),
    ]

    @Test("bad input is a 400 with an invalid_request error body and a sentence", arguments: badRequests)
    func badInput(request: RawRequest) async throws {
        try await DemoServerFixture.with(seedItems: 5) { fixture in
            let token = try await fixture.loggedInClient().credentials.token

            let (status, body, _) = try await request.send(to: fixture.server.baseURL, token: token)

            #expect(status == 400)
            #expect(body?.error == "invalid_request")
            #expect(body?.message.hasSuffix(".") == true)
        }
    }

    @Test(
        "every answer is private: no-store and nosniff on a page of items, a login, a refusal and a path no endpoint serves; a photo keeps its own caching"
    )
    func privateAnswers() async throws {
        try await DemoServerFixture.with(seedItems: 5) { fixture in
            let token = try await fixture.loggedInClient().credentials.token
            let answers = [
                RawRequest(method: "GET", target: "/api/items?limit=2", body: nil),
                RawRequest(method: "POST", target: "/api/login", body: #"{"username": "demo", "password": "demo1234"}"#),
                RawRequest(method: "GET", target: "/api/items/abc", body: nil),
                RawRequest(method: "GET", target: "/api/nowhere", body: nil),
            ]
            for answer in answers {
                let headers = try await answer.headers(from: fixture.server.baseURL, token: token)
                #expect(headers["Cache-Control"] == "no-store", "\(answer.method) \(answer.target)")
                #expect(headers["X-Content-Type-Options"] == "nosniff", "\(answer.method) \(answer.target)")
            }
            let refused = try await RawRequest(method: "GET", target: "/api/items", body: nil).headers(from: fixture.server.baseURL, token: nil)
            #expect(refused["Cache-Control"] == "no-store", "a 401 without a token")
        }
    }

    @Test(
        "a method its path does not take is a 405 method_not_allowed whose Allow names the methods it does; a path no endpoint serves stays a 404",
        arguments: [
            ("PUT", "/api/items", "DELETE, GET, HEAD"),
            ("PUT", "/api/items/3", "GET, HEAD, PATCH"),
            ("DELETE", "/api/health", "GET, HEAD"),
            ("GET", "/api/login", "POST"),
        ])
    func methodNotAllowed(method: String, target: String, allow: String) async throws {
        try await DemoServerFixture.with(seedItems: 5) { fixture in
            let request = RawRequest(method: method, target: target, body: nil)
            let (status, body, _) = try await request.send(to: fixture.server.baseURL, token: nil)
            let headers = try await request.headers(from: fixture.server.baseURL, token: nil)
            #expect(status == 405)
            #expect(headers["Allow"] == allow)
            #expect(body?.error == "method_not_allowed")
            #expect(body?.message.hasSuffix(".") == true)
            let nowhere = try await RawRequest(method: method, target: "/api/nowhere", body: nil).send(to: fixture.server.baseURL, token: nil)
            #expect(nowhere.status == 404)
        }
    }

    @Test("refusals carry their own error codes: unauthorized, invalid_credentials, not_found")
    func errorCodes() async throws {
        try await DemoServerFixture.with(seedItems: 5) { fixture in
            let baseURL = fixture.server.baseURL
            let token = try await fixture.loggedInClient().credentials.token

            let anonymous = try await RawRequest(method: "GET", target: "/api/items", body: nil).send(to: baseURL, token: nil)
            #expect(anonymous.status == 401 && anonymous.error?.error == "unauthorized")

            let forged = try await RawRequest(method: "DELETE", target: "/api/items", body: nil).send(to: baseURL, token: "forged")
            #expect(forged.status == 401 && forged.error?.error == "unauthorized")

            let login = RawRequest(method: "POST", target: "/api/login", body: #"{"username": "demo", "password": "nope"}"#)
            let refused = try await login.send(to: baseURL, token: nil)
            #expect(refused.status == 401 && refused.error?.error == "invalid_credentials")

            let missing = try await RawRequest(method: "GET", target: "/api/items/6", body: nil).send(to: baseURL, token: token)
            #expect(missing.status == 404 && missing.error?.error == "not_found")
        }
    }

    @Test("without offset and limit, the items endpoint answers the first 50 items")
    func defaultPage() async throws {
        try await DemoServerFixture.with(seedItems: 60) { fixture in
            let token = try await fixture.loggedInClient().credentials.token
            let answer = try await RawRequest(method: "GET", target: "/api/items", body: nil).send(to: fixture.server.baseURL, token: token)
            #expect(answer.status == 200)
            let page = try APIJSON.decoder().decode(ItemPage.self, from: answer.data)
            #expect(page.offset == 0 && page.items.count == 50 && page.total == 60)
        }
    }
}
