@testable import Home

/// A ``HomeInteractor`` that records what it was asked to do.
@MainActor
final class HomeInteractorSpy: HomeInteractor {
    private(set) var logOutCount = 0

    func logOut() {
        logOutCount += 1
    }
}
