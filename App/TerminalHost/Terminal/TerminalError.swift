/// Why the terminal could not be put into the mode the host needs.
enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input is not a terminal (a pipe or a file), so it has no mode to set.
    case notATerminal
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)

    /// A sentence for the person who started the app.
    var description: String {
        switch self {
        case .notATerminal: "The input is not a terminal."
        case .systemCall(let call, let errno): "\(call) failed (errno \(errno))."
        }
    }
}
