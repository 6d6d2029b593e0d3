/// What the login presenter can ask of its view.
@MainActor
protocol LoginView: AnyObject {
    /// Shows `viewModel`: the form, its messages and whether a request is under way.
    func display(_ viewModel: LoginViewModel)
}
