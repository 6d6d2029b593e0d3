@testable import Account

/// An ``AccountRouter`` that records where it was asked to go.
@MainActor
final class AccountRouterSpy: AccountRouter {
    private(set) var finalScreenValues: [String] = []
    private(set) var dismissals = 0
    private(set) var selected: [String] = []

    func moveToFinalScreen(with value: String) { finalScreenValues.append(value) }
    func dismiss() { dismissals += 1 }
    func notifyDidSelect(_ value: String) { selected.append(value) }
}
