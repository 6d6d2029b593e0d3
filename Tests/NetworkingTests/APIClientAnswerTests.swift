import Domain
import Foundation
import Networking
import Testing

@Suite("API client: answers the demo server never gives")
struct APIClientAnswerTests {
    /// Asks a server answering `status` and `body` for a page of items; returns the error thrown.
    private func error(
        status: Int, body: String, extraHeaders: [String] = [], http: any HTTPClient = EventLoopHTTPClient()
    ) async throws -> ServiceError? {
        let server = try CannedHTTPServer(status: status, body: body, extraHeaders: extraHeaders)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, credentials: CredentialStore(signIn: .stub(token: "token")), http: http)
        return await #expect(throws: ServiceError.self) {
            _ = try await client.items(offset: 0, limit: 10)
        }
    }

    @Test("a 5xx answer is a server error with the body's message")
    func serverError() async throws {
        let error = try await error(status: 500, body: #"{"error": "boom", "message": "It broke."}"#)
        #expect(error == .server(status: 500, message: "It broke."))
    }

    @Test("a 5xx answer without an error body is a server error with a general message")
    func serverErrorWithoutBody() async throws {
        let error = try await error(status: 503, body: "<html>down</html>")
        guard case .server(let status, let message) = error else {
            Issue.record("Expected a server error, got \(String(describing: error))")
            return
        }
        #expect(status == 503)
        #expect(message.contains("503"))
    }

    @Test("a 503 that says when to ask again (Retry-After in seconds) is a busy server, not a failed one")
    func busy() async throws {
        let body = #"{"error": "busy", "message": "The server is busy checking other logins. Try again in 7 s."}"#
        #expect(try await error(status: 503, body: body, extraHeaders: ["Retry-After: 7"]) == .busy(retryAfter: 7))
        let undated = try await error(status: 503, body: body, extraHeaders: ["Retry-After: Wed, 21 Oct 2026 07:28:00 GMT"])
        let sentence = "The server is busy checking other logins. Try again in 7 s."
        #expect(undated == .server(status: 503, message: sentence), "a date is no count of seconds")
    }

    @Test("a 200 answer whose body is not the expected JSON is an invalid response")
    func undecodableBody() async throws {
        let error = try await error(status: 200, body: #"{"items": "nope"}"#)
        guard case .invalidResponse = error else {
            Issue.record("Expected invalidResponse, got \(String(describing: error))")
            return
        }
    }

    @Test("an answer longer than the client reads is an invalid response, not memory taken")
    func oversizedBody() async throws {
        let body = #"{"items": [], "total": 0, "padding": ""# + String(repeating: "x", count: 4_096) + #""}"#
        let error = try await error(status: 200, body: body, http: EventLoopHTTPClient(maxBodySize: 1_024))
        guard case .invalidResponse = error else {
            Issue.record("Expected invalidResponse, got \(String(describing: error))")
            return
        }
    }
}
