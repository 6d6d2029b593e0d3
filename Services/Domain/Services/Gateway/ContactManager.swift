/// A user's contacts. Live: from the API, cached in SQLite, and read from the cache
/// (``Fetched/isOffline``) when the API cannot be reached.
public protocol ContactManager: Sendable {
    /// Every contact of `user`, by name.
    /// - Throws: ``ServiceError/unauthorized`` when `user` is not the one logged in: the server
    ///   decides what a session may read, and this keeps one user's copy on the device from another.
    func contacts(of user: User) async throws(ServiceError) -> Fetched<[Contact]>
    /// The contact with `id`.
    /// - Throws: ``ServiceError/notFound`` when the user has none with that id.
    func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact>
}
