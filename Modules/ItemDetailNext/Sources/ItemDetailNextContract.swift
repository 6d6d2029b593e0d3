import Domain

/// What the item detail presenter can ask of its view.
@MainActor
protocol ItemDetailNextView: AnyObject {
    /// Shows `viewModel`: the title, the status, the details (the status line changes the
    /// item's state in place) and the buttons.
    func display(_ viewModel: ItemDetailNextViewModel)
    /// Shows a popup with a message and a button that dismisses it.
    func showMessage(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

/// What the item detail view tells its presenter.
@MainActor
protocol ItemDetailNextPresenter: AnyObject {
    func viewDidLoad()
    /// The screen is shown again (Back to it, its tab selected, a reload).
    func viewWillAppear()
    /// The user selected the status line ("Enabled · select to disable").
    func didSelectStatus()
    func didTapRetry()
    /// The user dismissed a message popup.
    func didDismissMessage()
    /// The user pressed "Share".
    func didTapShare()
}

/// The item detail use cases: read one item, enable or disable it.
@MainActor
protocol ItemDetailNextInteractor: AnyObject {
    /// Loads item `id`; the outcome goes to the output.
    func loadItem(id: Int64)
    /// Saves whether item `id` is enabled; the outcome goes to the output.
    func setEnabled(_ enabled: Bool, id: Int64)
}

/// What the item detail interactor reports, to its presenter.
@MainActor
protocol ItemDetailNextInteractorOutput: AnyObject {
    /// The item arrived.
    func didLoad(_ item: Item)
    /// The item could not be loaded (``ServiceError/notFound`` when it no longer exists).
    func didFailToLoad(_ error: ServiceError)
    /// The change was saved; `item` is the item as saved.
    func didSave(_ item: Item)
    /// The change could not be saved; the item is as it was.
    func didFailToSave(_ error: ServiceError)
}

/// Where the item detail module sends what it changed.
@MainActor
protocol ItemDetailNextRouter: AnyObject {
    /// Tells the module that opened this one that `item` was saved with a change.
    func notifyDidUpdate(_ item: Item)
    /// Shares `text` titled `subject` outside the app: an e-mail draft (a `mailto:` link) through
    /// the view's navigator, which a shell may offer through the platform's share sheet instead.
    func openShare(subject: String, text: String)
}
