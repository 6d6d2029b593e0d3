import ViperKit

/// Where the Home module sends the user.
@MainActor
protocol HomeRouter: ViperRouter {
    /// Shows `tabs`, each with its own navigation stack, with Home as their container.
    func showTabs(_ tabs: [TabItem])
    /// Tells the App the user logged out, so it shows the login screen.
    func routeToLogin()
}
