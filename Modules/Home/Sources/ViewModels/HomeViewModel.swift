import ViperKit

/// Everything the Home screen shows, as text ready to display.
public struct HomeViewModel: Sendable, Equatable {
    /// The container's title.
    public var title: String
    /// Whether the container is ready or logging out, with the message to show.
    public var status: ScreenStatus
    /// The Log out button's title.
    public var logOutTitle: String
    /// Whether Log out can be pressed (not while it runs).
    public var isLogOutEnabled: Bool

    /// Creates a view model.
    public init(title: String, status: ScreenStatus, logOutTitle: String, isLogOutEnabled: Bool) {
        self.title = title
        self.status = status
        self.logOutTitle = logOutTitle
        self.isLogOutEnabled = isLogOutEnabled
    }
}
