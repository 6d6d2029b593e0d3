/// The logged-in user's contacts. Live: from the API, cached in SQLite, and read from the cache
/// (``Fetched/isOffline``) when the API cannot be reached.
public protocol ContactManager: Sendable {
    /// Every contact of the logged-in user, by name.
    func contacts() async throws(ServiceError) -> Fetched<[Contact]>
    /// The contact with `id`.
    /// - Throws: ``ServiceError/notFound`` when the user has none with that id.
    func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact>
}
