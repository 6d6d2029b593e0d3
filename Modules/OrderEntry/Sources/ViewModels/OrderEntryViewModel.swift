/// Everything the Order entry screen shows, as text ready to display.
public struct OrderEntryViewModel: Sendable, Equatable {
    /// The screen's title.
    public var title: String
    /// The name field's text.
    public var name: String
    /// The email field's text.
    public var email: String
    /// The message next to the name field, when it is wrong.
    public var nameError: String?
    /// The message next to the email field, when it is wrong.
    public var emailError: String?
    /// A message about the whole form (the submission failed), if any.
    public var formError: String?
    /// What is under way ("Sending…"), if anything.
    public var progress: String?
    /// The submit button's title.
    public var submitTitle: String
    /// Whether the submit button can be pressed (not while sending).
    public var isSubmitEnabled: Bool

    /// Creates a view model.
    public init(
        title: String,
        name: String,
        email: String,
        nameError: String?,
        emailError: String?,
        formError: String?,
        progress: String?,
        submitTitle: String,
        isSubmitEnabled: Bool
    ) {
        self.title = title
        self.name = name
        self.email = email
        self.nameError = nameError
        self.emailError = emailError
        self.formError = formError
        self.progress = progress
        self.submitTitle = submitTitle
        self.isSubmitEnabled = isSubmitEnabled
    }
}
