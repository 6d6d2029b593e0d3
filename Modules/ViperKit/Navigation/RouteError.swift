/// Why a route could not be turned into a module. Its description is shown to the user.
public enum RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No plugin answers the path.
    case notFound(String)
    /// A parameter the module needs is missing.
    case missingParameter(String)
    /// A parameter is there but is not of the expected form.
    case invalidParameter(String, value: String, expected: String)

    /// The sentence shown to the user, in English: "There is no screen at /nowhere."
    public var description: String { description(in: .english) }

    /// The sentence shown to the user in `language` (ViperKit's own table).
    public func description(in language: Language) -> String {
        let words = StringTable(bundle: .module, language: language)
        return switch self {
        case .notFound(let path): words.format("route.not-found", path)
        case .missingParameter(let name): words.format("route.missing-parameter", name)
        case .invalidParameter(let name, let value, let expected): words.format("route.invalid-parameter", value, name, expected)
        }
    }
}
