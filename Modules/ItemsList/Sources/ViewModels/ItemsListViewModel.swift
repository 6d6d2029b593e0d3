import ViperKit

/// Everything the items list shows around its rows, as text ready to display. The rows themselves
/// are read one by one through ``ItemsListPresenter/item(at:)``.
struct ItemsListViewModel: Sendable, Equatable {
    /// The screen's title.
    var title: String
    /// Whether the list is ready, loading, empty or failed, with the message to show.
    var status: ScreenStatus
    /// A banner above the rows (for example when a page failed to load), if any.
    var notice: String?
    /// The "Delete all" button's title.
    var deleteAllTitle: String
    /// Whether "Delete all" can be pressed (not while the list is empty or busy).
    var isDeleteAllEnabled: Bool
    /// The "Add sample items" button's title, on the empty list.
    var addSampleItemsTitle: String?
    /// The retry button's title, when there is something to retry.
    var retryTitle: String?
    /// The text of a row whose page is not loaded yet.
    var placeholderTitle: String
}
