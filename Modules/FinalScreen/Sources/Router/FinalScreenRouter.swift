import ViperKit

/// How the final screen goes away.
@MainActor
public protocol FinalScreenRouter: ViperRouter {
    /// Closes the screen.
    func close()
}
