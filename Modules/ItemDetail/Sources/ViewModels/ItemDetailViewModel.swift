import ViperKit

/// Everything the item detail screen shows, as text ready to display.
struct ItemDetailViewModel: Sendable, Equatable {
    /// The screen's title: the item's name once loaded.
    var title: String
    /// Whether the item is shown, loading or failed, with the message to show.
    var status: ScreenStatus
    /// The item's details, one per line.
    var rows: [ItemDetailRowViewModel]
    /// The toggle button's title ("Disable" or "Enable"), when there is an item to toggle.
    var toggleTitle: String?
    /// The share button's title, when there is an item to share.
    var shareTitle: String?
    /// Whether the toggle can be pressed (not while a change is being saved).
    var isToggleEnabled: Bool
    /// The retry button's title, when a failed load can be tried again.
    var retryTitle: String?
}
