/// What the Final screen interactor reports, to its presenter.
@MainActor
public protocol FinalScreenInteractorOutput: AnyObject {
    /// The action is done.
    func didPerformAction()
}
