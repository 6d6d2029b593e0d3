import ViperKit

/// Where the account module goes (seed 004's `ListWireframeProtocol`).
@MainActor
protocol AccountRouter: ViperRouter {
    /// Presents the final screen modally, showing `value`.
    func moveToFinalScreen(with value: String)
    /// Closes the account screen.
    func dismiss()
    /// Tells the module that opened this one that `value` was selected.
    func notifyDidSelect(_ value: String)
}
