import HomeInterface
import ViperKit

/// Asks the navigator to show the tabs, and tells the module's delegate that the user logged out:
/// the App, not Home, decides what replaces the tabs, so leaving Home is a delegate call.
@MainActor
final class HomeDefaultRouter: HomeRouter {
    weak var view: ModuleView?
    weak var delegate: (any HomeDelegate)?

    init(delegate: (any HomeDelegate)?) {
        self.delegate = delegate
    }

    /// Makes the module's view the container of `tabs` on its navigator.
    func showTabs(_ tabs: [TabItem]) {
        guard let view else { return }
        view.navigator?.showTabs(tabs, in: view)
    }

    func routeToLogin() {
        delegate?.homeDidLogOut()
    }
}
