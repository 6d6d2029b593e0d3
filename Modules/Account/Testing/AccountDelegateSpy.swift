import AccountInterface

/// An ``AccountDelegate`` that records what it hears, for the tests of the account module and of
/// the modules that open it.
@MainActor
public final class AccountDelegateSpy: AccountDelegate {
    /// The values the user selected.
    public private(set) var selected: [String] = []

    public init() {}

    public func account(didSelect value: String) {
        selected.append(value)
    }
}
