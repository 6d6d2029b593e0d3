import ViperKit

/// Everything the contact list screen shows around its rows, as text ready to display. The rows
/// are read one by one through ``ContactListPresenter/row(at:)``.
struct ContactListViewModel: Sendable, Equatable {
    /// The screen's title.
    var title: String
    /// "Loading contacts…" while a load runs, else ready.
    var status: ScreenStatus
    /// The offline notice when the contacts are the copy saved on this device, if they are.
    var notice: String?
    /// The search field's label.
    var searchLabel: String
    /// The text searched for, shown in the search field.
    var searchText: String
    /// The search button's title.
    var searchTitle: String
    /// The "Order history" button's title.
    var orderHistoryTitle: String
    /// The retry button's title, after an error or while offline.
    var retryTitle: String?
}
