@testable import FinalScreen

/// A ``FinalScreenView`` that records what it was asked to show.
@MainActor
final class FinalScreenViewSpy: FinalScreenView {
    private(set) var displayed: [FinalScreenViewModel] = []

    func display(_ viewModel: FinalScreenViewModel) {
        displayed.append(viewModel)
    }
}
