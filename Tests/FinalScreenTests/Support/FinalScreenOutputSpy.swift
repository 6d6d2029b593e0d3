import FinalScreen

/// Records what a Final screen interactor reports.
@MainActor
final class FinalScreenOutputSpy: FinalScreenInteractorOutput {
    private(set) var performed = 0

    func didPerformAction() {
        performed += 1
    }
}
