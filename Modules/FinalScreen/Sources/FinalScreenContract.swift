/// What the final screen presenter can ask of its view.
@MainActor
protocol FinalScreenView: AnyObject {
    /// Shows `viewModel`: the title, the value and the close button.
    func display(_ viewModel: FinalScreenViewModel)
}

/// What the final screen's view tells its presenter.
@MainActor
protocol FinalScreenPresenter: AnyObject {
    func viewDidLoad()
    /// The user pressed "Close".
    func didTapClose()
}

/// The final screen's use case: hand over the value it was built with.
@MainActor
protocol FinalScreenInteractor: AnyObject {
    /// Reports the value the module was built with to the output.
    func loadValue()
}

/// What the final screen interactor reports, to its presenter.
@MainActor
protocol FinalScreenInteractorOutput: AnyObject {
    /// The value the module was built with.
    func didLoad(value: String)
}

/// How the final screen goes away.
@MainActor
protocol FinalScreenRouter: AnyObject {
    /// Closes the screen.
    func close()
}
