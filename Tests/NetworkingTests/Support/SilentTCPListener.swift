import LoopbackTesting

/// A TCP socket listening on 127.0.0.1 that never accepts nor answers: the kernel completes the
/// connection, and the client then waits for an answer that never comes. Closed when released.
final class SilentTCPListener {
    /// The port it listens on.
    var port: Int { socket.port }
    private let socket: LoopbackSocket

    /// Listens on 127.0.0.1 on a port the system picks.
    init() throws(LoopbackSocketError) {
        socket = try LoopbackSocket.listen()
    }
}
