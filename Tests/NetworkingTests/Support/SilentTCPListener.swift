#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket listening on 127.0.0.1 that never accepts nor answers: the kernel completes the
/// connection, and the client then waits for an answer that never comes. Closed when released.
final class SilentTCPListener {
    /// The port it listens on.
    let port: Int
    private let descriptor: Int32

    /// Listens on 127.0.0.1 on a port the system picks.
    init() throws(SocketError) {
        (descriptor, port) = try LoopbackSocket.listen()
    }

    deinit {
        close(descriptor)
    }
}
