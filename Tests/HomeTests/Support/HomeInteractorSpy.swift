import Home

/// A ``HomeInteractor`` that records what it was asked to do.
@MainActor
final class HomeInteractorSpy: HomeInteractor {
    private(set) var actionCount = 0

    func performAction() {
        actionCount += 1
    }
}
