/// Why `viper api` could not read an API, and so could not say whether a change breaks it: it
/// stops with one of these instead of passing a change it did not read.
public enum APIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A Swift file does not parse, so its declarations cannot be read exactly.
    case unparsable(file: String)
    /// The base's sources or manifest could not be read from git.
    case baseUnreadable(base: String, reason: String)
    /// The package's current manifest could not be read.
    case packageUnreadable(reason: String)

    public var description: String {
        switch self {
        case let .unparsable(file):
            "\(file) does not parse, so its public API cannot be read; fix the syntax error and run viper api again"
        case let .baseUnreadable(base, reason):
            "the base \(base) cannot be read, so nothing can be compared with it: \(reason)"
        case let .packageUnreadable(reason):
            "the package's manifest cannot be read: \(reason)"
        }
    }
}
