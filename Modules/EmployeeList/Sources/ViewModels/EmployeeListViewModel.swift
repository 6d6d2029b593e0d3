import ViperKit

/// Everything the Employee list screen shows, as text ready to display.
public struct EmployeeListViewModel: Sendable, Equatable {
    /// The screen's title.
    public var title: String
    /// Whether the list is shown, loading, empty or failed, with the message to show.
    public var status: ScreenStatus
    /// The rows of the page shown.
    public var rows: [EmployeeListRowViewModel]
    /// Which rows of the whole list are shown, once a page has arrived.
    public var window: RowWindow?
    /// The retry button's title, when a failed load can be tried again.
    public var retryTitle: String?

    /// Creates a view model.
    public init(title: String, status: ScreenStatus, rows: [EmployeeListRowViewModel], window: RowWindow?, retryTitle: String?) {
        self.title = title
        self.status = status
        self.rows = rows
        self.window = window
        self.retryTitle = retryTitle
    }
}
