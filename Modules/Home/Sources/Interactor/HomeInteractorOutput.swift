/// What the Home interactor reports, to its presenter.
@MainActor
public protocol HomeInteractorOutput: AnyObject {
    /// The action is done.
    func didPerformAction()
}
