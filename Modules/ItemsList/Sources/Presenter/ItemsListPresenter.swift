import ViperKit

/// What the items list view tells its presenter, and the indexed accessor it reads rows through.
@MainActor
protocol ItemsListPresenter: ViperPresenter {
    /// How many items the whole list has (0 until the first page arrives).
    var numberOfItems: Int { get }
    /// The item at list index `index`, or `nil` while its page is not loaded (the presenter then
    /// asks for that page, and shows the rows again when it arrives).
    func item(at index: Int) -> ItemViewModel?
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user moved the list to show rows from `offset` on.
    func didScroll(to offset: Int)
    /// The user chose the item with `id`.
    func didSelectItem(id: Int64)
    /// The user pressed "Delete all".
    func didTapDeleteAll()
    /// The user confirmed deleting every item.
    func didConfirmDeleteAll()
    /// The user declined deleting every item.
    func didCancelDeleteAll()
    /// The user dismissed a message popup.
    func didDismissMessage()
    /// The user asked to try a failed load again.
    func didTapRetry()
}
