@testable import FinalScreen

/// A ``FinalScreenInteractor`` that counts the loads it was asked for.
@MainActor
final class FinalScreenInteractorSpy: FinalScreenInteractor {
    private(set) var loads = 0

    func loadValue() {
        loads += 1
    }
}
