import Domain
import ViperKit

/// The contact list's use case over the ``EntityGateway``: it fetches the logged-in user's contacts
/// from the contact manager, keeps them, and sends them through ``ContactListSearchTransformer``,
/// filtered by the search the user captured last. A search filters the kept contacts and fetches
/// nothing. The fetch runs in the module's ``ModuleActivity``, so closing the module cancels it; a
/// cancelled fetch reports nothing.
@MainActor
final class ContactListDefaultInteractor: ContactListInteractor {
    weak var output: (any ContactListInteractorOutput)?
    private let gateway: any EntityGateway
    private let activity: ModuleActivity

    /// The contacts as last fetched, once a fetch succeeded.
    private var contacts: Fetched<[Contact]>?
    /// The search captured last; empty matches every contact.
    private var query = ""
    private var isLoading = false

    /// Creates the use case over `gateway`'s managers, running its fetches in `activity`.
    init(gateway: any EntityGateway, activity: ModuleActivity) {
        self.gateway = gateway
        self.activity = activity
    }

    /// Fetches the contacts of the current user (from the user manager) and sends the list;
    /// ignored while a fetch runs.
    func eventViewReady() {
        guard !isLoading else { return }
        isLoading = true
        activity.run { [weak self, gateway] in
            let result: Result<Fetched<[Contact]>, ServiceError>
            do throws(ServiceError) {
                let user = try await gateway.userManager.currentUser()
                result = .success(try await gateway.contactManager.contacts(of: user))
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            self.isLoading = false
            guard !Task.isCancelled else { return }
            self.finishLoading(result)
        }
    }

    /// Captures `query` and sends the kept contacts filtered by it; before any contacts are kept, the
    /// running load applies it, or a new load starts if none runs (the last one failed).
    func eventSearch(_ query: String) {
        self.query = query
        if let contacts, let output {
            ContactListSearchTransformer(contacts: contacts.value, cachedAt: contacts.source.cachedAt)
                .transform(query: query, output: output)
        } else {
            eventViewReady()
        }
    }

    private func finishLoading(_ result: Result<Fetched<[Contact]>, ServiceError>) {
        guard let output else { return }
        switch result {
        case .success(let fetched):
            contacts = fetched
            ContactListSearchTransformer(contacts: fetched.value, cachedAt: fetched.source.cachedAt)
                .transform(query: query, output: output)
        case .failure(let error):
            output.presentContactListStart(cachedAt: nil)
            output.present(error: error)
            output.presentContactListEnd()
        }
    }
}
