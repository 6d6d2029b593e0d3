/// What the Home interactor reports, to its presenter.
@MainActor
protocol HomeInteractorOutput: AnyObject {
    /// The session has ended.
    func didLogOut()
}
