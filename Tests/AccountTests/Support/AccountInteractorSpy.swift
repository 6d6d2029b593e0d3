@testable import Account

/// An ``AccountInteractor`` that counts the fetches it was asked for.
@MainActor
final class AccountInteractorSpy: AccountInteractor {
    private(set) var fetches = 0

    func fetchDetails() {
        fetches += 1
    }
}
