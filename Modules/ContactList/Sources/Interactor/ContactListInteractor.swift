import ViperKit

/// The contact list's use case (seed 002's UseCase): the contacts of the logged-in user, and the
/// search through them by name. It outputs presentation models to ``ContactListInteractorOutput``.
@MainActor
protocol ContactListInteractor: ViperInteractor {
    /// The view is ready, or the user retries: fetches the contacts and sends the list (filtered by
    /// the search captured last). A call while a load runs is ignored.
    func loadContacts()
    /// The user searched for `query` (empty: every contact): sends the contacts whose name contains
    /// it. While the contacts are loading, the load's list applies it.
    func searchContacts(matching query: String)
}
