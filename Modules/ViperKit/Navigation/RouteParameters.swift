/// The named values a route carries (`id` in `/items/:id`), with typed accessors that fail with
/// a ``RouteError`` the user can read.
public struct RouteParameters: Sendable, Equatable {
    /// The raw values, by name.
    public let values: [String: String]

    /// Creates parameters from raw values.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The text value `name`, which must be present and not blank (white space or line breaks only).
    public func string(_ name: String) throws(RouteError) -> String {
        guard let value = values[name], !value.allSatisfy(\.isWhitespace) else {
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
}
