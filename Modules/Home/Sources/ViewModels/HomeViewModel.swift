import ViperKit

/// Everything the Home screen shows, as text ready to display.
struct HomeViewModel: Sendable, Equatable {
    /// The container's title.
    var title: String
    /// Whether the container is ready or logging out, with the message to show.
    var status: ScreenStatus
    /// The Log out button's title.
    var logOutTitle: String
    /// Whether Log out can be pressed (not while it runs).
    var isLogOutEnabled: Bool

    /// Creates a view model.
    init(title: String, status: ScreenStatus, logOutTitle: String, isLogOutEnabled: Bool) {
        self.title = title
        self.status = status
        self.logOutTitle = logOutTitle
        self.isLogOutEnabled = isLogOutEnabled
    }
}
