@testable import FinalScreen

/// Records what a final screen interactor reports.
@MainActor
final class FinalScreenOutputSpy: FinalScreenInteractorOutput {
    private(set) var values: [String] = []

    func didLoad(value: String) {
        values.append(value)
    }
}
