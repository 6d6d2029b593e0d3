import ViperKit

/// How the final screen goes away.
@MainActor
protocol FinalScreenRouter: ViperRouter {
    /// Closes the screen.
    func close()
}
