import Domain
import Gateway
import Networking
import Storage

/// What one App process holds: the client database, its outbox sender, and one session's
/// client and live gateway.
struct AppSide {
    /// The client database.
    let database: SQLiteDatabase
    /// The outbox sender.
    let sender: OutboxSender
    /// The session's API client.
    let client: APIClient
    /// The session's gateway.
    let gateway: LiveEntityGateway

    /// The outbox of the client database.
    var outbox: OutboxStore { OutboxStore(database: database) }

    /// The outbox entry with `key`, whoever's it is (these tests save each key for one user).
    func entry(key: String) async throws -> OutboxEntry? {
        try await outbox.allEntries().first { $0.key == key }
    }

    /// Stops the sender and closes the database, as a quitting App process does.
    func close() async {
        await sender.stop()
        try? database.close()
    }
}
