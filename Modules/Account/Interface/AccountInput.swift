/// What the account module is built with: nothing, it always shows the logged-in user's account.
public struct AccountInput: Sendable, Equatable {
    /// Creates an input.
    public init() {}
}
