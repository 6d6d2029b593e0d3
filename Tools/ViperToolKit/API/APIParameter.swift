/// A parameter of a public function, initializer, subscript or enum case, as a caller sees it: its
/// argument label, its type and whether it has a default value (the parameter's own name inside the
/// body is not part of the API, so it is not kept).
public struct APIParameter: Sendable, Hashable, Codable {
    /// The argument label a caller writes, `_` for none.
    public let label: String
    /// The type as written, whitespace normalized (`inout Item`, `Int...`, `@escaping () -> Void`).
    public let type: String
    /// Whether a caller may leave it out.
    public let hasDefault: Bool

    /// Creates a parameter.
    public init(label: String, type: String, hasDefault: Bool = false) {
        self.label = label
        self.type = type
        self.hasDefault = hasDefault
    }

    /// `label: Type`, with ` = default` when it has one.
    public var written: String { "\(label): \(type)" + (hasDefault ? " = default" : "") }

    /// Label and type, without the default: what must match for a call to compile.
    var shape: String { "\(label): \(type)" }
}
