/// Which of the two servers an input is sent to.
enum FuzzServer: String, Sendable {
    /// The web shell: HTML pages, forms, the session cookie.
    case web
    /// The demo API: JSON bodies and answers, bearer tokens.
    case api
}
