/// Why a ``WebShell`` could not start.
public enum WebShellError: Error, Sendable, Equatable, CustomStringConvertible {
    /// ``WebShell/start()`` was called on a shell that is already running.
    case alreadyStarted
    /// The server could not listen (for example the port is taken); the text says why.
    case couldNotStart(String)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .alreadyStarted:
            "The web shell is already running."
        case .couldNotStart(let reason):
            "The web shell could not start: \(reason)"
        }
    }
}
