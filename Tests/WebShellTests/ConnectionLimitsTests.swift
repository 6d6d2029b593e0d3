import Foundation
import Testing
import WebShell

#if canImport(Glibc)
import Glibc
#endif

@Suite("Connections that send nothing, or too slowly")
@MainActor
struct ConnectionLimitsTests {
    @Test("an idle connection is closed by the shell after its idle timeout")
    func idleConnectionClosed() async throws {
        try await TestServer.with(idleConnectionTimeout: .seconds(1)) { server in
            let port = try #require(server.url.port)
            let start = ContinuousClock.now
            let received = try await Self.waitForClose(port: port, giveUpAfter: 10)
            #expect(received == 0, "the server closed the connection (recv returned \(received))")
            #expect(ContinuousClock.now - start < .seconds(8))
        }
    }

    @Test("a connection trickling a request a byte at a time is closed once its request is overdue, although it is never idle")
    func tricklingConnectionClosed() async throws {
        try await TestServer.with(idleConnectionTimeout: .seconds(1)) { server in
            let port = try #require(server.url.port)
            let start = ContinuousClock.now
            let received = try await Self.waitForClose(
                port: port, giveUpAfter: 10, trickling: Array("GET /list HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".utf8))
            #expect(received == 0, "the server closed the connection (recv returned \(received))")
            #expect(ContinuousClock.now - start < .seconds(8))
        }
    }

    /// Connects to 127.0.0.1:`port`, sends `trickling` one byte every 200 ms (nothing if empty),
    /// and returns what `recv` answers at the end: 0 when the server closes the connection, -1
    /// when `giveUpAfter` seconds pass first. Runs on a thread of its own, since it blocks.
    private static func waitForClose(port: Int, giveUpAfter seconds: Int, trickling: [UInt8] = []) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                defer { close(descriptor) }
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(UInt16(port).bigEndian)
                address.sin_addr.s_addr = inet_addr("127.0.0.1")
                let connected = withUnsafePointer(to: &address) { pointer in
                    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
                guard connected == 0 else {
                    continuation.resume(throwing: POSIXError(.ECONNREFUSED))
                    return
                }
                let step = trickling.isEmpty ? timeval(tv_sec: seconds, tv_usec: 0) : timeval(tv_sec: 0, tv_usec: 200_000)
                var timeout = step
                setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                let deadline = ContinuousClock.now + .seconds(seconds)
                var next = 0
                var byte: UInt8 = 0
                while true {
                    if next < trickling.count {
                        var value = trickling[next]
                        next += 1
                        if send(descriptor, &value, 1, Int32(MSG_NOSIGNAL)) < 0 {
                            continuation.resume(returning: 0)
                            return
                        }
                    }
                    let answer = recv(descriptor, &byte, 1, 0)
                    if answer == 0 || (answer < 0 && errno == ECONNRESET) {
                        continuation.resume(returning: 0)
                        return
                    }
                    if answer > 0 || trickling.isEmpty || ContinuousClock.now >= deadline {
                        continuation.resume(returning: answer)
                        return
                    }
                }
            }.start()
        }
    }
}
