import FinalScreen

/// A ``FinalScreenRouter`` that records what it was asked to report.
@MainActor
final class FinalScreenRouterSpy: FinalScreenRouter {
    private(set) var finished = 0

    func notifyDidFinish() {
        finished += 1
    }
}
