/// One option of the product picker, as text ready to display.
public struct OrderEntryProductViewModel: Sendable, Equatable, Identifiable {
    /// The value the picker sends back when the option is chosen (the product's id).
    public let id: String
    /// The text shown, such as "Widget — $12.50".
    public let label: String

    /// Creates an option.
    public init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}
