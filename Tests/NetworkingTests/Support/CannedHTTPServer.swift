import Foundation
import LoopbackTesting

/// A one-connection-at-a-time HTTP server on 127.0.0.1 that answers every request with the same
/// raw response, to see how the client takes answers the demo server never gives.
final class CannedHTTPServer: Sendable {
    /// The port it listens on.
    var port: Int { listener.port }
    private let listener: LoopbackSocket

    /// Starts answering with a response of `status` whose body is `body`, with the header lines
    /// `extraHeaders` (e.g. `"etag: W/\"x\""`) besides the usual ones.
    init(status: Int, body: String, extraHeaders: [String] = []) throws(LoopbackSocketError) {
        let listener = try LoopbackSocket.listen()
        self.listener = listener
        let bytes = Array(body.utf8)
        let extra = extraHeaders.map { "\($0)\r\n" }.joined()
        let head =
            "HTTP/1.1 \(status) Canned\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\n\(extra)Connection: close\r\n\r\n"
        let response = Array(head.utf8) + bytes
        Thread.detachNewThread {
            Self.serve(listener, response: response)
        }
    }

    /// The base URL of the server.
    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops listening; the serving thread ends.
    func stop() {
        listener.close()
    }

    /// Accepts connections until the socket is closed, reads each request's head and writes
    /// `response`.
    private static func serve(_ listener: LoopbackSocket, response: [UInt8]) {
        while let connection = try? listener.accept() {
            var received: [UInt8] = []
            while !received.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
                guard let bytes = try? connection.receive(upTo: 4096), !bytes.isEmpty else { break }
                received += bytes
            }
            try? connection.send(response)
            connection.close()
        }
    }
}
