import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-connection-at-a-time HTTP server on 127.0.0.1 that answers every request with the same
/// raw response, to see how the client takes answers the demo server never gives.
final class CannedHTTPServer: Sendable {
    /// The port it listens on.
    let port: Int
    private let descriptor: Int32

    /// Starts answering with a response of `status` whose body is `body`.
    init(status: Int, body: String) throws(SocketError) {
        (descriptor, port) = try LoopbackSocket.listen()
        let bytes = Array(body.utf8)
        let head = "HTTP/1.1 \(status) Canned\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n"
        let response = Array(head.utf8) + bytes
        let descriptor = descriptor
        Thread.detachNewThread {
            Self.serve(descriptor, response: response)
        }
    }

    /// The base URL of the server.
    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops listening; the serving thread ends.
    func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }

    /// Accepts connections until the socket is closed, reads each request's head and writes
    /// `response`.
    private static func serve(_ descriptor: Int32, response: [UInt8]) {
        while true {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else {
                return
            }
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !received.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
                let count = read(connection, &buffer, buffer.count)
                guard count > 0 else { break }
                received += buffer[0 ..< count]
            }
            _ = response.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            close(connection)
        }
    }
}
