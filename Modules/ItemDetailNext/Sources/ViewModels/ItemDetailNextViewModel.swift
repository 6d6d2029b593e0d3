import ViperKit

/// Everything the item detail screen shows, as text ready to display.
struct ItemDetailNextViewModel: Sendable, Equatable {
    /// The screen's title: the item's name once loaded.
    var title: String
    /// Whether the item is shown, loading or failed, with the message to show.
    var status: ScreenStatus
    /// The item's details, one per line.
    var rows: [ItemDetailNextRowViewModel]
    /// The share button's title, when there is an item to share.
    var shareTitle: String?
    /// The retry button's title, when a failed load can be tried again.
    var retryTitle: String?
}
