/// The named values a route carries (`id` in `/items/:id`), with typed accessors that fail with
/// a ``RouteError`` the user can read.
public struct RouteParameters: Sendable, Equatable {
    /// The values in the order the route names them. A route names one or two, and every request
    /// to a module's route reads them: a list asked in place costs less than a dictionary built.
    private let named: [(name: String, value: String)]

    /// Creates parameters from raw values.
    public init(_ values: [String: String] = [:]) {
        named = values.map { (name: $0.key, value: $0.value) }
    }

    /// Parameters with `named` values, as a route's path gives them.
    init(named: [(name: String, value: String)]) {
        self.named = named
    }

    /// The raw values, by name.
    public var values: [String: String] {
        Dictionary(named, uniquingKeysWith: { _, last in last })
    }

    /// The text value `name`, which must be present and not blank (white space or line breaks only).
    public func string(_ name: String) throws(RouteError) -> String {
        guard let value = named.last(where: { $0.name == name })?.value, !value.allSatisfy(\.isWhitespace) else {
            throw RouteError.missingParameter(name)
        }
        return value
    }

    /// The whole-number value `name`, which must be a positive integer.
    public func id(_ name: String) throws(RouteError) -> Int64 {
        let text = try string(name)
        guard let value = Int64(text), value > 0 else {
            throw RouteError.invalidParameter(name, value: text, expected: "a positive whole number")
        }
        return value
    }

    /// Whether both carry the same values by name.
    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.values == rhs.values
    }
}
