import Domain
import ViperKit

/// Fetches the logged-in user's details through an ``AccountService``. The call runs in the
/// module's ``ModuleActivity``, so closing the module cancels it; a cancelled call reports nothing.
@MainActor
final class AccountDefaultInteractor: AccountInteractor {
    weak var output: (any AccountInteractorOutput)?
    private let account: any AccountService
    private let activity: ModuleActivity
    private var isFetching = false

    /// Creates the interactor over `account`, running its calls in `activity`.
    init(account: any AccountService, activity: ModuleActivity) {
        self.account = account
        self.activity = activity
    }

    /// Fetches the details and reports them, or the failure, unless cancelled.
    func fetchDetails() {
        guard !isFetching else { return }
        isFetching = true
        activity.run { [weak self, account] in
            let result: Result<Fetched<AccountDetails>, ServiceError>
            do throws(ServiceError) {
                result = .success(try await account.details())
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            self.isFetching = false
            guard !Task.isCancelled, let output = self.output else { return }
            switch result {
            case .success(let details): output.didLoad(details.value, cachedAt: details.source.cachedAt)
            case .failure(let error): output.didFailToLoad(error)
            }
        }
    }
}
