#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call of a ``LoopbackSocket`` failed: which one, and the `errno` it left.
public struct LoopbackSocketError: Error, Equatable, CustomStringConvertible {
    /// The call that failed, e.g. `connect() to 127.0.0.1:8080`.
    public let call: String
    /// The `errno` it left.
    public let code: Int32

    /// Creates one for `call`, which left `code`.
    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// Whether the socket's send or receive timeout ran out (`EAGAIN`, `EWOULDBLOCK`).
    public var timedOut: Bool { code == EAGAIN || code == EWOULDBLOCK }

    /// Whether the peer reset the connection (`ECONNRESET`).
    public var connectionReset: Bool { code == ECONNRESET }

    public var description: String {
        "\(call) failed with errno \(code)"
    }
}
