#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends raw request bytes over a plain TCP socket to 127.0.0.1 and reads the answer: one
/// connection per request, blocking, so it runs on threads of its own (``FuzzRunner``), never
/// on the cooperative pool the servers answer on.
enum RawHTTPClient {
    /// Sends `request` to `port` on 127.0.0.1 and returns what came back within `timeout` seconds
    /// of silence.
    static func exchange(_ request: FuzzRequest, port: Int, timeout: Int = 20) -> ExchangeOutcome {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else {
            return .unreachable("socket() failed with errno \(errno)")
        }
        defer { close(descriptor) }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
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
            return .unreachable("connect() to 127.0.0.1:\(port) failed with errno \(errno)")
        }
        let bytes = request.bytes(host: "127.0.0.1", port: port)
        var sent = 0
        var sendError: Int32?
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                send(descriptor, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 {
                // The server may answer and close before reading everything (a body over its
                // limit); what it answered is still read below.
                sendError = errno
                break
            }
            sent += count
        }
        if request.halfClose {
            shutdown(descriptor, Int32(SHUT_WR))
        }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += chunk[0 ..< count]
                switch RawHTTPAnswer.parse(received, isHead: request.isHead, atEnd: false) {
                case .complete(let answer): return .answer(answer)
                case .invalid(let message): return .garbled(message)
                case .incomplete: continue
                }
            }
            let code = errno
            if count < 0, code == EAGAIN || code == EWOULDBLOCK {
                return .timedOut(received: received.count)
            }
            if count < 0, code == EINTR {
                continue
            }
            switch RawHTTPAnswer.parse(received, isHead: request.isHead, atEnd: true) {
            case .complete(let answer):
                return .answer(answer)
            case .invalid(let message) where !received.isEmpty:
                return .garbled(message)
            case .invalid, .incomplete:
                let reason = count == 0 ? "closed" : "recv errno \(code)"
                return .closed(received: received.count, reason: reason + (sendError.map { ", send errno \($0)" } ?? ""))
            }
        }
    }
}
