#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens listening TCP sockets on 127.0.0.1 with plain system calls, for test servers that
/// misbehave on purpose.
enum LoopbackSocket {
    /// A socket listening on 127.0.0.1 on a port the system picks, and that port.
    static func listen() throws(SocketError) -> (descriptor: Int32, port: Int) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else {
            throw SocketError(call: "socket", code: errno)
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        #if canImport(Glibc)
        let listening = bound == 0 && Glibc.listen(descriptor, 16) == 0
        #else
        let listening = bound == 0 && Darwin.listen(descriptor, 16) == 0
        #endif
        guard listening else {
            let code = errno
            close(descriptor)
            throw SocketError(call: "bind/listen", code: code)
        }
        var boundAddress = sockaddr_in()
        var boundLength = length
        let named = withUnsafeMutablePointer(to: &boundAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &boundLength) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw SocketError(call: "getsockname", code: code)
        }
        return (descriptor, Int(UInt16(bigEndian: boundAddress.sin_port)))
    }
}
