import Domain
import Foundation
import LoopbackTesting
import Networking
import Testing
import ViperKitTesting

@Suite("The demo server's connections: one Host header, and a deadline for the whole request")
struct DemoAPIConnectionTests {
    @Test(
        "a request with two Host headers, or an HTTP/1.1 one with none, is answered 400 with a JSON error and the connection closed; HTTP/1.0 may leave Host out",
        arguments: [
            ("GET /api/health HTTP/1.1\r\n\r\n", 400),
            ("GET /api/health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
            ("GET /api/health HTTP/1.0\r\nConnection: close\r\n\r\n", 200),
            ("GET /api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n", 200),
        ])
    func hostHeader(request: String, status: Int) async throws {
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let port = try #require(fixture.server.baseURL.port)
            let answer = try await DedicatedThread.run { () throws(LoopbackSocketError) -> String in
                try LoopbackSocket.exchange(request, port: port)
            }
            #expect(answer.split(separator: " ").dropFirst().first == "\(status)", "\(answer)")
            if status == 400 {
                #expect(answer.contains("Connection: close") || answer.contains("connection: close"))
                #expect(answer.hasSuffix(#""message":"An HTTP/1.1 request needs exactly one Host header."}"#))
            }
        }
    }

    @Test("a connection trickling its request head a byte at a time is closed once the request is overdue, although it is never idle")
    func tricklingClosed() async throws {
        try await DemoServerFixture.with(seedItems: 0, idleConnectionTimeout: .seconds(1)) { fixture in
            let port = try #require(fixture.server.baseURL.port)
            let started = ContinuousClock.now
            let closed = try await DedicatedThread.run { () throws(LoopbackSocketError) -> Bool in
                let socket = try LoopbackSocket.connect(port: port, timeout: .milliseconds(200))
                defer { socket.close() }
                let head = Array("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".utf8)
                for byte in head {
                    do throws(LoopbackSocketError) {
                        try socket.send([byte])
                        if try socket.receive(upTo: 1).isEmpty { return true }
                    } catch {
                        if error.connectionReset || !error.timedOut { return true }
                    }
                }
                return false
            }
            #expect(closed, "the server closed the connection before the head was sent in full")
            #expect(started.duration(to: .now) < .seconds(8))
        }
    }

    @Test(
        "another address holding every place with half-sent request heads leaves the app's client room: each of its 20 reads is answered"
    )
    func oneAddressCannotTakeEveryConnection() async throws {
        try await DemoServerFixture.with(seedItems: 0, maxConnections: 64) { fixture in
            let port = try #require(fixture.server.baseURL.port)
            let held = try await DedicatedThread.run { () throws(LoopbackSocketError) -> [LoopbackSocket] in
                var held: [LoopbackSocket] = []
                for _ in 0 ..< 80 {
                    let socket = try LoopbackSocket.connect(port: port, timeout: .seconds(10), from: "127.0.0.2")
                    try socket.send(Array("GET /api/health HTTP/1.1\r\nHost: x\r\n".utf8))
                    held.append(socket)
                }
                return held
            }
            defer { for socket in held { socket.close() } }
            // Without the share the 80 would hold all 64 places until their head timeout (30 s), and
            // the client's connection would wait in the listen queue past its own timeout.
            let client = fixture.client(http: EventLoopHTTPClient(timeout: .seconds(10), retriesIdempotentRequests: false))
            var failures: [String] = []
            for _ in 0 ..< 20 {
                do throws(ServiceError) {
                    try await client.health()
                } catch {
                    failures.append("\(error)")
                }
            }
            #expect(failures.isEmpty, "\(failures)")
        }
    }
}
