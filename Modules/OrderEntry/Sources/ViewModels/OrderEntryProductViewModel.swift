/// One option of the product picker, as text ready to display.
struct OrderEntryProductViewModel: Sendable, Equatable, Identifiable {
    /// The value the picker sends back when the option is chosen (the product's id).
    let id: String
    /// The text shown, such as "Widget — US$12.50" ("Widget — 12,50 $" in German).
    let label: String
}
