/// Why a ``WebShell`` could not start.
public enum WebShellError: Error, Sendable, Equatable, CustomStringConvertible {
    /// ``WebShell/start()`` was called on a shell that is already running.
    case alreadyStarted
    /// Another program already listens on the address.
    case addressInUse(host: String, port: Int)
    /// The server could not listen for another reason; the text says why.
    case couldNotStart(String)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .alreadyStarted:
            "The web shell is already running."
        case .addressInUse(let host, let port):
            "The web shell could not start: \(host):\(port) is already in use by another program."
        case .couldNotStart(let reason):
            "The web shell could not start: \(reason)"
        }
    }
}
