import ViperKit

/// The Home use cases.
@MainActor
public protocol HomeInteractor: ViperInteractor {
    /// Performs the screen's action; the outcome goes to the output.
    func performAction()
}
