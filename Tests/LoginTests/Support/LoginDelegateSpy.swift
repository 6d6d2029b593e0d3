import Domain
import LoginInterface

/// A ``LoginDelegate`` that records sessions and can act on success, as the App does.
@MainActor
final class LoginDelegateSpy: LoginDelegate {
    private(set) var sessions: [AuthSession] = []
    var onSuccess: (@MainActor (AuthSession) -> Void)?

    func loginDidSucceed(_ session: AuthSession) {
        sessions.append(session)
        onSuccess?(session)
    }
}
