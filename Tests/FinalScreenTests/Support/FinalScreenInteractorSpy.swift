import FinalScreen

/// A ``FinalScreenInteractor`` that records what it was asked to do.
@MainActor
final class FinalScreenInteractorSpy: FinalScreenInteractor {
    private(set) var actionCount = 0

    func performAction() {
        actionCount += 1
    }
}
