/// One option of a `.choice` field.
public struct FieldChoice: Sendable, Equatable {
    /// The value submitted when the option is picked.
    public var value: String
    /// The text shown.
    public var label: String

    /// Creates an option.
    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }
}
