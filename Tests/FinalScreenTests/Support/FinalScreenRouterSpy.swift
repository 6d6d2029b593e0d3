@testable import FinalScreen

/// A ``FinalScreenRouter`` that counts the closes it was asked for.
@MainActor
final class FinalScreenRouterSpy: FinalScreenRouter {
    private(set) var closes = 0

    func close() {
        closes += 1
    }
}
