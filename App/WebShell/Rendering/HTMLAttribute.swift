/// One attribute of an element: a name and a value, or a boolean attribute with no value.
struct HTMLAttribute: Sendable, Equatable {
    /// What an attribute holds.
    enum Value: Sendable, Equatable {
        /// Text, escaped when written.
        case text(String)
        /// A per-response value (the CSP nonce, the CSRF token), left as a hole in the page.
        case hole(PageTemplate.Value)
    }

    /// The attribute's name (written as given: names are always literals in the shell).
    let name: String
    /// The value; `nil` for a boolean attribute such as `disabled`.
    let value: Value?

    /// An attribute with a text value.
    init(_ name: String, _ value: String) {
        self.name = name
        self.value = .text(value)
    }

    /// An attribute whose value each response fills in.
    init(_ name: String, hole value: PageTemplate.Value) {
        self.name = name
        self.value = .hole(value)
    }

    /// A boolean attribute, present without a value.
    init(flag name: String) {
        self.name = name
        self.value = nil
    }
}
