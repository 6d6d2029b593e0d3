/// What the Contact detail interactor reports, to its presenter.
@MainActor
public protocol ContactDetailInteractorOutput: AnyObject {
    /// The action is done.
    func didPerformAction()
}
