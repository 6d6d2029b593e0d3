/// What the final screen is built with: the value the user selected on the screen before it,
/// which the screen shows.
public struct FinalScreenInput: Sendable, Equatable {
    /// The selected value, for example "demo@example.com".
    public let value: String

    /// Creates an input carrying `value`.
    public init(value: String) {
        self.value = value
    }
}
