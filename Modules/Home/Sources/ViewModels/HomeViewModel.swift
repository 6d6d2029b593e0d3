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
}
