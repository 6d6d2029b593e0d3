import AccountInterface

/// An ``AccountDelegate`` that records the values it hears about.
@MainActor
final class AccountDelegateSpy: AccountDelegate {
    private(set) var selected: [String] = []

    func account(didSelect value: String) {
        selected.append(value)
    }
}
