@testable import Home

/// Records what a Home interactor reports.
@MainActor
final class HomeOutputSpy: HomeInteractorOutput {
    private(set) var loggedOut = 0

    func didLogOut() {
        loggedOut += 1
    }
}
