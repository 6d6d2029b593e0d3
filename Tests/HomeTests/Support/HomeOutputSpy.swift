import Home

/// Records what a Home interactor reports.
@MainActor
final class HomeOutputSpy: HomeInteractorOutput {
    private(set) var performed = 0

    func didPerformAction() {
        performed += 1
    }
}
