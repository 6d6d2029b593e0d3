import ViperKit

/// The account screen before anything is selected, as text ready to display: the title, whether
/// the details are loading, the details, and the buttons.
struct AccountViewModel: Sendable, Equatable {
    /// The screen's title.
    var title: String
    /// Whether the details are shown, loading or failed, with the message to show.
    var status: ScreenStatus
    /// The details, one per row.
    var details: [AccountDetailViewModel]
    /// The title of the section showing the selected value ("Selected").
    var selectionTitle: String
    /// The text where the selected value will be shown ("Select a detail to continue").
    var selectionPrompt: String
    /// The title of the section of details ("Your details").
    var detailsTitle: String
    /// The dismiss button's title.
    var dismissTitle: String
    /// The next-screen button's title ("Loading..." while the details load).
    var nextScreenButtonTitle: String
    /// Whether the next-screen button can be pressed (not while loading).
    var isNextScreenEnabled: Bool
    /// The retry button's title, when a failed load can be tried again.
    var retryTitle: String?
    /// Above the details: that they are this device's copy, shown while the API cannot be reached.
    var notice: String?
}
