/// Why a route could not be turned into a module. Its description is shown to the user.
public enum RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No plugin answers the path.
    case notFound(String)
    /// A parameter the module needs is missing.
    case missingParameter(String)
    /// A parameter is there but is not of the expected form.
    case invalidParameter(String, value: String, expected: String)

    /// The sentence shown to the user, for example "There is no screen at /nowhere."
    public var description: String {
        switch self {
        case .notFound(let path):
            "There is no screen at \(path)."
        case .missingParameter(let name):
            "The screen needs a value for “\(name)”."
        case .invalidParameter(let name, let value, let expected):
            "“\(value)” is not a valid \(name): it must be \(expected)."
        }
    }
}
