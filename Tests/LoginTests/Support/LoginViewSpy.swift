@testable import Login

/// A ``LoginView`` that records what it was asked to show.
@MainActor
final class LoginViewSpy: LoginView {
    private(set) var displayed: [LoginViewModel] = []
    var last: LoginViewModel? { displayed.last }

    func display(_ viewModel: LoginViewModel) {
        displayed.append(viewModel)
    }
}
