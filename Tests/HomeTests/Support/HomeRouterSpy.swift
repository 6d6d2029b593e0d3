import ViperKit

@testable import Home

/// A ``HomeRouter`` that records where it was asked to go.
@MainActor
final class HomeRouterSpy: HomeRouter {
    private(set) var shownTabs: [[Route]] = []
    private(set) var routedToLogin = 0

    func showTabs(_ tabs: [TabItem]) {
        shownTabs.append(tabs.map(\.route))
    }

    func routeToLogin() {
        routedToLogin += 1
    }
}
