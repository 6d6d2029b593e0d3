#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import WebShell

@Suite("Connections that send nothing")
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

    /// Connects to 127.0.0.1:`port`, sends nothing, and returns what `recv` answers: 0 when the
    /// server closes the connection, -1 when `giveUpAfter` seconds pass first. Runs on a thread of
    /// its own, since it blocks.
    private static func waitForClose(port: Int, giveUpAfter seconds: Int) async throws -> Int {
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
                var timeout = timeval(tv_sec: seconds, tv_usec: 0)
                setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                var byte: UInt8 = 0
                continuation.resume(returning: recv(descriptor, &byte, 1, 0))
            }.start()
        }
    }
}
