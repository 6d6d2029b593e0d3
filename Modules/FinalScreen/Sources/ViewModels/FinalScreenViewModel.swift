/// Everything the final screen shows, as text ready to display.
public struct FinalScreenViewModel: Sendable, Equatable {
    /// The screen's title.
    public var title: String
    /// The label of the value ("You selected").
    public var valueLabel: String
    /// The value the screen was given.
    public var value: String
    /// The close button's title.
    public var closeTitle: String

    /// Creates a view model.
    public init(title: String, valueLabel: String, value: String, closeTitle: String) {
        self.title = title
        self.valueLabel = valueLabel
        self.value = value
        self.closeTitle = closeTitle
    }
}
