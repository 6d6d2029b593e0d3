/// One option of the product picker, as text ready to display.
struct OrderEntryProductViewModel: Sendable, Equatable, Identifiable {
    /// The value the picker sends back when the option is chosen (the product's id).
    let id: String
    /// The text shown, such as "Widget — $12.50".
    let label: String

    /// Creates an option.
    init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}
