/// A system call of ``SilentTCPListener`` failed.
struct SocketError: Error, CustomStringConvertible {
    /// The call that failed.
    let call: String
    /// The `errno` it left.
    let code: Int32

    var description: String {
        "\(call) failed with errno \(code)"
    }
}
