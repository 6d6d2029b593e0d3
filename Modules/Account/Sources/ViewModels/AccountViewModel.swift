import ViperKit

/// The account screen before anything is selected, as text ready to display: the title, whether
/// the details are loading, the details, and the buttons.
public struct AccountViewModel: Sendable, Equatable {
    /// The screen's title.
    public var title: String
    /// Whether the details are shown, loading or failed, with the message to show.
    public var status: ScreenStatus
    /// The details, one per row.
    public var details: [AccountDetailViewModel]
    /// The text where the selected value will be shown ("Select a detail to continue").
    public var selectionPrompt: String
    /// The dismiss button's title.
    public var dismissTitle: String
    /// The next-screen button's title ("Loading…" while the details load).
    public var nextScreenButtonTitle: String
    /// Whether the next-screen button can be pressed (not while loading).
    public var isNextScreenEnabled: Bool
    /// The retry button's title, when a failed load can be tried again.
    public var retryTitle: String?

    /// Creates a view model.
    public init(
        title: String,
        status: ScreenStatus,
        details: [AccountDetailViewModel],
        selectionPrompt: String,
        dismissTitle: String,
        nextScreenButtonTitle: String,
        isNextScreenEnabled: Bool,
        retryTitle: String?
    ) {
        self.title = title
        self.status = status
        self.details = details
        self.selectionPrompt = selectionPrompt
        self.dismissTitle = dismissTitle
        self.nextScreenButtonTitle = nextScreenButtonTitle
        self.isNextScreenEnabled = isNextScreenEnabled
        self.retryTitle = retryTitle
    }
}
