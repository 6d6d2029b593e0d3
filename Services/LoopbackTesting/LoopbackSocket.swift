import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket on 127.0.0.1 made with plain system calls, for tests that need bytes no HTTP
/// library sends or answers: a client that trickles, half-closes or sends garbage; a server that
/// answers what a real one never would, or never answers at all.
///
/// Listen on a port the system picks with ``listen(backlog:)`` and take connections with
/// ``accept()``; or connect to a server with ``connect(port:timeout:)``. Then ``send(_:)`` all of
/// some bytes, ``receive(upTo:)`` what comes, ``shutdownWriting()`` to half-close, and ``close()``
/// (also done when the socket is released).
///
/// Every call but ``close()`` and ``shutdownWriting()`` blocks, so call them on a thread of your
/// own (`DedicatedThread` of ViperKitTesting, or a `Thread` you start), never on Swift's cooperative pool: a pool
/// thread blocked in `recv` is one fewer for every other test, and the servers under test answer
/// on that pool too.
///
/// ```swift
/// // A server that answers every request with 204, on a thread of its own.
/// let listener = try LoopbackSocket.listen()
/// Thread.detachNewThread {
///     while let connection = try? listener.accept() {
///         _ = try? connection.receive()
///         try? connection.send(Array("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n".utf8))
///         connection.close()
///     }
/// }
/// defer { listener.close() }  // Ends the server's `accept`.
///
/// // A client that sends a request and half-closes, on a thread of its own too.
/// let answer = try await DedicatedThread.run { () throws(LoopbackSocketError) -> [UInt8] in
///     let client = try LoopbackSocket.connect(port: listener.port, timeout: .seconds(5))
///     defer { client.close() }
///     try client.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
///     client.shutdownWriting()
///     return try client.receive()  // Empty once the server closed without answering.
/// }
/// ```
///
/// Kept in one file on purpose: one socket's whole life (listen, accept, connect, send, receive,
/// close) over one private descriptor, for tests only.
public final class LoopbackSocket: Sendable {
    /// The server's port on 127.0.0.1: the one a listening socket listens on, a client socket is
    /// connected to, or an accepted connection came in on.
    public let port: Int
    private let descriptor: Int32
    private let closed = Atomic(false)

    private init(descriptor: Int32, port: Int) {
        self.descriptor = descriptor
        self.port = port
    }

    deinit {
        close()
    }

    /// A socket listening on 127.0.0.1, on a port the system picks (``port``), with room for
    /// `backlog` connections not yet accepted. The kernel completes connections to it even when
    /// nothing accepts them.
    public static func listen(backlog: Int32 = 16) throws(LoopbackSocketError) -> LoopbackSocket {
        let descriptor = try makeDescriptor()
        var address = loopbackAddress(port: 0)
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else { throw failure("bind() to 127.0.0.1", closing: descriptor) }
        guard posixListen(descriptor, backlog) == 0 else { throw failure("listen()", closing: descriptor) }
        var boundAddress = sockaddr_in()
        var boundLength = length
        let named = withUnsafeMutablePointer(to: &boundAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &boundLength) }
        }
        guard named == 0 else { throw failure("getsockname()", closing: descriptor) }
        return LoopbackSocket(descriptor: descriptor, port: Int(UInt16(bigEndian: boundAddress.sin_port)))
    }

    /// A socket connected to `port` on 127.0.0.1. With a `timeout`, connecting, every send and
    /// every receive gives up after that long (a receive then throws an error that
    /// ``LoopbackSocketError/timedOut``); without one they wait as long as it takes. `source` is
    /// the address the connection comes from: another loopback address (`"127.0.0.2"`, Linux
    /// answers the whole 127.0.0.0/8) plays a second client machine.
    public static func connect(port: Int, timeout: Duration? = nil, from source: String = "127.0.0.1") throws(LoopbackSocketError) -> LoopbackSocket {
        let descriptor = try makeDescriptor()
        if let timeout {
            setTimeout(SO_SNDTIMEO, timeout, on: descriptor)
            setTimeout(SO_RCVTIMEO, timeout, on: descriptor)
        }
        if source != "127.0.0.1" {
            var local = loopbackAddress(port: 0)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else { throw failure("bind() to \(source)", closing: descriptor) }
        }
        var address = loopbackAddress(port: port)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                posixConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw failure("connect() to 127.0.0.1:\(port)", closing: descriptor) }
        return LoopbackSocket(descriptor: descriptor, port: port)
    }

    /// Waits for the next connection to this listening socket; throws once the socket is closed.
    public func accept() throws(LoopbackSocketError) -> LoopbackSocket {
        while true {
            try checkOpen("accept()")
            let connection = posixAccept(descriptor)
            if connection >= 0 { return LoopbackSocket(descriptor: connection, port: port) }
            let code = errno
            if code != EINTR { throw LoopbackSocketError(call: "accept()", code: code) }
        }
    }

    /// Sends all of `bytes`, waiting while the connection is full; throws when a send fails (the
    /// peer closed or reset the connection, or the send timeout ran out) with some still unsent.
    /// A peer gone never raises `SIGPIPE`.
    public func send(_ bytes: [UInt8]) throws(LoopbackSocketError) {
        var sent = 0
        while sent < bytes.count {
            try checkOpen("send()")
            let count = bytes.withUnsafeBytes { buffer in
                posixSend(descriptor, buffer.baseAddress! + sent, buffer.count - sent)
            }
            if count > 0 {
                sent += count
                continue
            }
            let code = count < 0 ? errno : EPIPE
            if code != EINTR { throw LoopbackSocketError(call: "send()", code: code) }
        }
    }

    /// Waits for bytes and returns them, at most `maxCount`; empty once the peer closed its side.
    /// Throws when the receive timeout ran out (``LoopbackSocketError/timedOut``), the peer reset
    /// the connection (``LoopbackSocketError/connectionReset``) or the receive failed otherwise.
    public func receive(upTo maxCount: Int = 65_536) throws(LoopbackSocketError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: maxCount)
        while true {
            try checkOpen("recv()")
            let count = bytes.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count >= 0 {
                bytes.removeLast(maxCount - count)
                return bytes
            }
            let code = errno
            if code != EINTR { throw LoopbackSocketError(call: "recv()", code: code) }
        }
    }

    /// Connects to 127.0.0.1:`port`, sends `request` and returns everything received until the
    /// server closes the connection (or resets it): the whole answer to a request that ends its
    /// connection.
    public static func exchange(_ request: String, port: Int) throws(LoopbackSocketError) -> String {
        let socket = try connect(port: port, timeout: .seconds(10))
        defer { socket.close() }
        try socket.send(Array(request.utf8))
        var answer: [UInt8] = []
        while true {
            let bytes: [UInt8]
            do throws(LoopbackSocketError) {
                bytes = try socket.receive()
            } catch {
                guard error.connectionReset else { throw error }
                break
            }
            if bytes.isEmpty { break }
            answer += bytes
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// Whether the peer has closed or reset the connection, asked without waiting and without
    /// taking any byte that came (`false` while it is open, whether or not it sent something).
    public func peerHasClosed() -> Bool {
        guard !closed.load(ordering: .acquiring) else { return true }
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if count == 0 { return true }
        return count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR
    }

    /// Closes the sending side: the peer reads the end of the stream, and can still answer.
    public func shutdownWriting() {
        guard !closed.load(ordering: .acquiring) else { return }
        _ = posixShutdown(descriptor, Int32(SHUT_WR))
    }

    /// Shuts the socket down, which ends a call blocked in ``accept()`` or ``receive(upTo:)`` on
    /// another thread, and closes it. Closing twice does nothing.
    public func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = posixShutdown(descriptor, Int32(SHUT_RDWR))
        _ = posixClose(descriptor)
    }

    /// Throws `EBADF` for `call` once the socket is closed, rather than use its descriptor, which
    /// the system may since have given to something else.
    private func checkOpen(_ call: String) throws(LoopbackSocketError) {
        if closed.load(ordering: .acquiring) { throw LoopbackSocketError(call: call, code: EBADF) }
    }

    private static func setTimeout(_ option: Int32, _ timeout: Duration, on descriptor: Int32) {
        let (seconds, attoseconds) = timeout.components
        var time = timeval(tv_sec: .init(seconds), tv_usec: .init(attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    private static func makeDescriptor() throws(LoopbackSocketError) -> Int32 {
        let descriptor = socket(AF_INET, streamSocketType, 0)
        guard descriptor >= 0 else { throw LoopbackSocketError(call: "socket()", code: errno) }
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return descriptor
    }

    private static func loopbackAddress(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// The error of `call`, after closing `descriptor`.
    private static func failure(_ call: String, closing descriptor: Int32) -> LoopbackSocketError {
        let error = LoopbackSocketError(call: call, code: errno)
        _ = posixClose(descriptor)
        return error
    }
}

// The system calls whose names the methods above take.

#if canImport(Glibc)
private let streamSocketType = Int32(SOCK_STREAM.rawValue)
private let sendFlags = Int32(MSG_NOSIGNAL)
#else
private let streamSocketType = SOCK_STREAM
private let sendFlags: Int32 = 0  // SO_NOSIGPIPE is set on the socket instead.
#endif

private func posixListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { listen(descriptor, backlog) }

private func posixConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

private func posixAccept(_ descriptor: Int32) -> Int32 { accept(descriptor, nil, nil) }

private func posixSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    send(descriptor, bytes, count, sendFlags)
}

private func posixShutdown(_ descriptor: Int32, _ how: Int32) -> Int32 { shutdown(descriptor, how) }

private func posixClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
