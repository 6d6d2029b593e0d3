/// What changes on the account screen when the user selects a detail: one value, so the view
/// updates everything a selection changes at once.
struct AccountListViewModel: Sendable, Equatable {
    /// The confirmation shown above the details ("Item Selected Successfully").
    var successMessage: String
    /// The screen's new title, made from the selected value.
    var selectedOptionTransform: String
    /// The dismiss button's new title ("Can't Dismiss now").
    var dismissTitle: String
    /// Whether the dismiss button can still be pressed.
    var isDismissEnabled: Bool
    /// The next-screen button's new title ("Ready to move to next screen").
    var nextScreenButtonTitle: String
    /// The selected value, shown where the prompt was.
    var selectedOption: String
}
