import LoopbackTesting
import Testing
import ViperKitTesting

@Suite("The shell wants one Host header")
@MainActor
struct HostHeaderTests {
    @Test(
        "a request with two Host headers, or an HTTP/1.1 one with none, is answered 400 and the connection closed; HTTP/1.0 may leave Host out",
        arguments: [
            ("GET /healthz HTTP/1.1\r\n\r\n", 400),
            ("GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
            ("POST /login HTTP/1.1\r\nHost: a\r\nHost: a\r\nContent-Length: 3\r\n\r\nx=1", 400),
            ("GET /healthz HTTP/1.0\r\n\r\n", 200),
            ("GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n", 200),
        ])
    func hostHeader(request: String, status: Int) async throws {
        try await TestServer.with { server in
            let port = try #require(server.url.port)
            let answer = try await DedicatedThread.run { () throws(LoopbackSocketError) -> String in
                try LoopbackSocket.exchange(request, port: port)
            }
            #expect(answer.split(separator: " ").dropFirst().first == "\(status)", "\(answer)")
            if status == 400 {
                #expect(answer.hasSuffix("Bad request: an HTTP/1.1 request needs exactly one Host header.\n"))
            }
        }
    }
}
