@testable import Home

/// A ``HomeView`` that records what it was asked to show.
@MainActor
final class HomeViewSpy: HomeView {
    private(set) var displayed: [HomeViewModel] = []

    var last: HomeViewModel? { displayed.last }

    func display(_ viewModel: HomeViewModel) {
        displayed.append(viewModel)
    }
}
