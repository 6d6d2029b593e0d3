import ViperKit

/// Everything the Contact detail screen shows, as text ready to display.
public struct ContactDetailViewModel: Sendable, Equatable {
    /// The screen's title.
    public var title: String
    /// Whether the screen is ready or working, with the message to show.
    public var status: ScreenStatus
    /// The text under the title.
    public var message: String
    /// The action button's title.
    public var actionTitle: String
    /// Whether the action can be pressed (not while it runs).
    public var isActionEnabled: Bool

    /// Creates a view model.
    public init(title: String, status: ScreenStatus, message: String, actionTitle: String, isActionEnabled: Bool) {
        self.title = title
        self.status = status
        self.message = message
        self.actionTitle = actionTitle
        self.isActionEnabled = isActionEnabled
    }
}
