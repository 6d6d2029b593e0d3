import Home

/// A ``HomeRouter`` that records what it was asked to report.
@MainActor
final class HomeRouterSpy: HomeRouter {
    private(set) var finished = 0

    func notifyDidFinish() {
        finished += 1
    }
}
