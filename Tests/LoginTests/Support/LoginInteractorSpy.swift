@testable import Login

/// A ``LoginInteractor`` that records the credentials it was asked to log in with.
@MainActor
final class LoginInteractorSpy: LoginInteractor {
    struct Credentials: Equatable {
        let username: String
        let password: String
    }

    private(set) var logIns: [Credentials] = []

    func logIn(username: String, password: String) {
        logIns.append(Credentials(username: username, password: password))
    }
}
