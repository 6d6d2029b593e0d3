import ViperKit

/// The Final screen use cases.
@MainActor
public protocol FinalScreenInteractor: ViperInteractor {
    /// Performs the screen's action; the outcome goes to the output.
    func performAction()
}
