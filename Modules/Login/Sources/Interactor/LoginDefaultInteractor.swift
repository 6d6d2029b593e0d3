import Domain
import ViperKit

/// Logs in through an ``AuthService``. The request runs in the module's ``ModuleActivity``, so
/// closing the module cancels it; a cancelled request reports nothing.
@MainActor
final class LoginDefaultInteractor: LoginInteractor {
    /// Where answers go, held weakly: the presenter holds the interactor.
    weak var output: (any LoginInteractorOutput)?
    private let auth: any AuthService
    private let activity: ModuleActivity

    /// Creates the interactor over `auth`, running its requests in `activity`.
    init(auth: any AuthService, activity: ModuleActivity) {
        self.auth = auth
        self.activity = activity
    }

    /// Logs in with the username trimmed of surrounding spaces and the password as typed.
    func logIn(username: String, password: String) {
        let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
        activity.run { [weak self, auth] in
            do throws(ServiceError) {
                let session = try await auth.logIn(username: username, password: password)
                guard !Task.isCancelled else { return }
                self?.output?.loginDidSucceed(session)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.loginDidFail(error)
            }
        }
    }
}
