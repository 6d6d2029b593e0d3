/// Everything the login screen shows, as text ready to display. The presenter makes it; the view
/// draws it. It never holds the password: a password is never echoed back to the screen.
struct LoginViewModel: Sendable, Equatable {
    /// The screen's title.
    var title: String
    /// Why the user is asked to log in (their session expired), if there is something to say.
    var notice: String?
    /// The username field's label.
    var usernameLabel: String
    /// The username as typed, kept while the request runs and after it fails.
    var username: String
    /// What is wrong with the username, if anything.
    var usernameError: String?
    /// The password field's label.
    var passwordLabel: String
    /// What is wrong with the password, if anything.
    var passwordError: String?
    /// What went wrong with the whole form (for example wrong credentials), if anything.
    var formError: String?
    /// The submit button's title.
    var submitTitle: String
    /// Whether the submit button can be pressed.
    var isSubmitEnabled: Bool
    /// What is under way (for example "Logging in…"), if anything.
    var progress: String?
}
