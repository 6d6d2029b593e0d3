import Account

/// A ``AccountRouter`` that records the selections it was asked to report.
@MainActor
final class AccountRouterSpy: AccountRouter {
    private(set) var selected: [AccountRecord] = []

    func notifyDidSelect(_ record: AccountRecord) {
        selected.append(record)
    }
}
