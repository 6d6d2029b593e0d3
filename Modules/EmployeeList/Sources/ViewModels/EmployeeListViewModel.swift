import ViperKit

/// Everything the employee list shows, ready to display: the title, the state, the filter and
/// one section model per employee shown.
@MainActor
struct EmployeeListViewModel {
    /// The screen's title.
    var title: String
    /// Whether the list is shown, loading, empty or failed, with the message to show.
    var status: ScreenStatus
    /// Above the list: that it is this device's copy, shown while the API cannot be reached.
    var notice: String?
    /// The filter field's label.
    var filterLabel: String
    /// The filter typed, as it is applied.
    var filter: String
    /// The filter button's title.
    var filterTitle: String
    /// The title of the button that clears the filter, while one is applied.
    var clearFilterTitle: String?
    /// The retry button's title, when a failed load can be tried again.
    var retryTitle: String?
    /// One section model per employee shown, in order.
    var sections: [EmployeeSectionModel]
}
