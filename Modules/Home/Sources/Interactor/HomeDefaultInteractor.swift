import Domain
import ViperKit

/// Ends the user's session through the ``AuthService``. The call runs in the module's
/// ``ModuleActivity``, so closing the module cancels it; a cancelled call reports nothing.
@MainActor
final class HomeDefaultInteractor: HomeInteractor {
    weak var output: (any HomeInteractorOutput)?
    private let auth: any AuthService
    private let activity: ModuleActivity

    /// Creates the interactor, logging out through `auth` in `activity`.
    init(auth: any AuthService, activity: ModuleActivity) {
        self.auth = auth
        self.activity = activity
    }

    /// Ends the session on the server, then reports it, unless cancelled.
    func logOut() {
        activity.run { [weak self, auth] in
            await auth.logOut()
            guard !Task.isCancelled, let output = self?.output else { return }
            output.didLogOut()
        }
    }
}
