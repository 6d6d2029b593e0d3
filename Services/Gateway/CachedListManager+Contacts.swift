import Domain
import Networking
import Storage

extension CachedListManager: ContactManager where Entity == Contact {
    /// The contacts of the user, cached in `database`.
    static func contacts(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock) -> Self {
        Self(
            client: client,
            database: database,
            clock: clock,
            liveList: { client throws(ServiceError) in try await client.contacts() },
            liveElement: { client, id throws(ServiceError) in try await client.contact(id: id) },
            save: { cache, contacts, userID, date throws(ServiceError) in try await cache.replaceContacts(contacts, userID: userID, savedAt: date) },
            load: { cache, userID throws(ServiceError) in try await cache.contacts(userID: userID) }
        )
    }

    /// `user`'s contacts by name: live, or the cached copy when the API cannot be reached.
    func contacts(of user: User) async throws(ServiceError) -> Fetched<[Contact]> {
        try await list(of: user)
    }

    /// Contact `id`: live, or from the cached copy when the API cannot be reached.
    func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> {
        try await element(id: id)
    }
}
