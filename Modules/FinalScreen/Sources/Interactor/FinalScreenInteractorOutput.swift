/// What the final screen interactor reports, to its presenter.
@MainActor
protocol FinalScreenInteractorOutput: AnyObject {
    /// The value the module was built with.
    func didLoad(value: String)
}
