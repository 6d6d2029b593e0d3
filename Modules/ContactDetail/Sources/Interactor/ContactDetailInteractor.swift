import ViperKit

/// The Contact detail use cases.
@MainActor
public protocol ContactDetailInteractor: ViperInteractor {
    /// Performs the screen's action; the outcome goes to the output.
    func performAction()
}
