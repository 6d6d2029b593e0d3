import Domain
import Networking
import Storage

/// The app's `EntityGateway` for one session: the HTTP API through the session's `client`, the
/// client database for the cache and the order outbox, and the process-wide ``OutboxSender``.
public struct LiveEntityGateway: EntityGateway {
    /// Who is logged in (from the session's credentials).
    public let userManager: any UserManager
    /// The user's contacts, cached.
    public let contactManager: any ContactManager
    /// The products, cached.
    public let productManager: any ProductManager
    /// The user's orders, through the outbox.
    public let orderManager: any OrderManager

    /// A gateway over `client` (its credentials are the session's), `database` (a
    /// ``SQLiteSchema/client`` database shared by every session) and `sender` (the one sender of
    /// that database).
    public init(client: APIClient, database: SQLiteDatabase, sender: OutboxSender) {
        userManager = LiveUserManager(credentials: client.credentials)
        contactManager = CachedListManager.contacts(client: client, database: database, clock: sender.clock)
        productManager = CachedListManager.products(client: client, database: database, clock: sender.clock)
        orderManager = LiveOrderManager(client: client, database: database, sender: sender)
    }
}
