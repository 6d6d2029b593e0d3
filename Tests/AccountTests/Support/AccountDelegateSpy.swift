import AccountInterface

/// A ``AccountDelegate`` that records the selections it hears about.
@MainActor
final class AccountDelegateSpy: AccountDelegate {
    private(set) var selected: [String] = []

    func account(didSelect id: String) {
        selected.append(id)
    }
}
