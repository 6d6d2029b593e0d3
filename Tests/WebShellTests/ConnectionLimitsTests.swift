import Foundation
import LoopbackTesting
import Testing
import ViperKitTesting
import WebShell

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
    /// and returns what the last receive got: 0 bytes when the server closes (or resets) the
    /// connection, -1 when `giveUpAfter` seconds pass first. Runs on a thread of its own, since it
    /// blocks.
    private static func waitForClose(port: Int, giveUpAfter seconds: Int, trickling: [UInt8] = []) async throws -> Int {
        try await DedicatedThread.run { () throws(LoopbackSocketError) -> Int in
            let socket = try LoopbackSocket.connect(port: port, timeout: trickling.isEmpty ? .seconds(seconds) : .milliseconds(200))
            defer { socket.close() }
            let deadline = ContinuousClock.now + .seconds(seconds)
            var next = 0
            while true {
                if next < trickling.count {
                    do {
                        try socket.send([trickling[next]])
                    } catch {
                        return 0
                    }
                    next += 1
                }
                do throws(LoopbackSocketError) {
                    return try socket.receive(upTo: 1).count
                } catch {
                    if error.connectionReset { return 0 }
                    if trickling.isEmpty || ContinuousClock.now >= deadline { return -1 }
                }
            }
        }
    }
}
