/// One attribute of an element: a name and a value, or a boolean attribute with no value.
struct HTMLAttribute: Sendable, Equatable {
    /// The attribute's name (written as given: names are always literals in the shell).
    let name: String
    /// The value, escaped when written; `nil` for a boolean attribute such as `disabled`.
    let value: String?

    /// An attribute with a value.
    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A boolean attribute, present without a value.
    init(flag name: String) {
        self.name = name
        self.value = nil
    }
}
