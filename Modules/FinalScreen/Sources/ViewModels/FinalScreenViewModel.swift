/// Everything the final screen shows, as text ready to display.
struct FinalScreenViewModel: Sendable, Equatable {
    /// The screen's title.
    var title: String
    /// The label of the value ("You selected").
    var valueLabel: String
    /// The value the screen was given.
    var value: String
    /// The close button's title.
    var closeTitle: String
}
