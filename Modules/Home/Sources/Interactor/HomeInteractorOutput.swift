/// What the Home interactor reports, to its presenter.
@MainActor
public protocol HomeInteractorOutput: AnyObject {
    /// The session has ended.
    func didLogOut()
}
