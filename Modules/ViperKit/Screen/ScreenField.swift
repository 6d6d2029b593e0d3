/// A text field of a form, with the message shown next to it when its value is wrong.
public struct ScreenField: Sendable, Equatable, Identifiable {
    /// Identifies the field; the submitted form is keyed by it.
    public var id: String
    /// The visible label.
    public var label: String
    /// The current text.
    public var value: String
    /// What kind of text it holds.
    public var kind: FieldKind
    /// The message shown next to the field when its value is wrong, if any.
    public var error: String?
    /// Whether the field must be filled in.
    public var isRequired: Bool
    /// The choices of a `.choice` field, as (value, label) pairs.
    public var choices: [FieldChoice]

    /// Creates a field.
    public init(
        id: String,
        label: String,
        value: String = "",
        kind: FieldKind = .text,
        error: String? = nil,
        isRequired: Bool = false,
        choices: [FieldChoice] = []
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.kind = kind
        self.error = error
        self.isRequired = isRequired
        self.choices = choices
    }
}
