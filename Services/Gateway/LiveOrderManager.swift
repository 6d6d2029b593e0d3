import Domain
import Foundation
import Networking
import Storage

/// Domain's `OrderManager` with the outbox: an order is written to the client database, in one
/// transaction and once per key, before any network call, then sent through the
/// ``OutboxSender`` with its key. Reading merges the server's orders with the local ones not
/// sent yet.
public struct LiveOrderManager: OrderManager {
    private let client: APIClient
    private let sender: OutboxSender
    private let outbox: OutboxStore
    private let cache: EntityCacheStore

    /// A manager for the user logged in through `client`, keeping orders in `database` (a client
    /// database) and sending them with `sender`.
    public init(client: APIClient, database: SQLiteDatabase, sender: OutboxSender) {
        self.client = client
        self.sender = sender
        self.outbox = OutboxStore(database: database)
        self.cache = EntityCacheStore(database: database)
    }

    /// Saves `draft` in the outbox as a pending order priced from the product's known price, then
    /// tries once to send it. See `OrderManager`.
    ///
    /// The contact and product are looked up in the cache first and asked from the API only when
    /// missing. A draft whose key is already saved is not saved again: its order is returned (and
    /// sent if still pending).
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in,
    ///   ``ServiceError/invalidRequest(_:)`` for a quantity below 1 or an order the server refused,
    ///   ``ServiceError/notFound`` for an unknown contact or product, the API's error when they are
    ///   neither cached nor reachable, ``ServiceError/storage(_:)`` when the outbox cannot be written.
    public func create(_ draft: OrderDraft) async throws(ServiceError) -> Order {
        guard let signIn = await client.credentials.signIn, signIn.user.id == draft.userID else {
            throw .unauthorized
        }
        guard draft.quantity >= 1 else {
            throw .invalidRequest("The quantity must be 1 or more, not \(draft.quantity).")
        }
        if let saved = try await outbox.entry(OutboxKey(userID: signIn.user.id, key: draft.key)) {
            return try await send(saved)
        }
        let contact = try await contact(id: draft.contactID, userID: signIn.user.id)
        let product = try await product(id: draft.productID, userID: signIn.user.id)
        // Whole milliseconds, so every attempt sends exactly the same request.
        let createdAt = Date(timeIntervalSince1970: (draft.createdAt.timeIntervalSince1970 * 1000).rounded() / 1000)
        let exact = OrderDraft(
            key: draft.key, userID: draft.userID, contactID: contact.id, productID: product.id, quantity: draft.quantity, createdAt: createdAt)
        let order = Order(draft: exact, contactName: contact.name, product: product, status: .pending)
        let (entry, _) = try await outbox.save(order, signIn: signIn, at: sender.clock.now)
        sender.wake()
        return try await send(entry)
    }

    /// Every order of the user, newest first, pending ones included.
    public func orders() async throws(ServiceError) -> Fetched<[Order]> {
        try await orders(contactID: nil, list: "orders")
    }

    /// The user's orders for contact `contactID`, newest first, pending ones included.
    public func orders(contactID: Int64) async throws(ServiceError) -> Fetched<[Order]> {
        try await orders(contactID: contactID, list: "orders-of-contact-\(contactID)")
    }

    /// Order `id` from the user's orders (the server's merged with the local ones, or the local
    /// copy offline).
    public func order(id: Order.ID) async throws(ServiceError) -> Fetched<Order> {
        let all = try await orders(contactID: nil, list: "orders")
        guard let order = all.value.first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(order, source: all.source)
    }

    /// Sends order `id` again with its key: a refused one is put back in the outbox as pending and
    /// tried now, a pending one is tried now, a sent one (or one only the server has) is returned.
    public func sendAgain(id: Order.ID) async throws(ServiceError) -> Order {
        guard let signIn = await client.credentials.signIn else { throw .unauthorized }
        let key = OutboxKey(userID: signIn.user.id, key: id)
        guard var entry = try await outbox.entry(key) else {
            return try await order(id: id).value
        }
        if entry.order.status == .refused {
            try await outbox.requeue(key, at: sender.clock.now)
            guard let requeued = try await outbox.entry(key) else { throw .notFound }
            entry = requeued
        }
        do {
            return try await send(entry)
        } catch {
            // Refused again: the order is shown with the server's new reason, not as an error.
            if let now = try await outbox.entry(key), now.order.status == .refused { return Self.shown(now) }
            throw error
        }
    }

    // MARK: Helpers

    /// The order of an outbox entry as the screens show it: with the reason it is not sent.
    private static func shown(_ entry: OutboxEntry) -> Order {
        entry.order.with(status: entry.order.status, reason: entry.lastError)
    }

    /// The order of `entry` after one attempt at sending it when pending.
    private func send(_ entry: OutboxEntry) async throws(ServiceError) -> Order {
        switch entry.order.status {
        case .sent:
            return entry.order
        case .refused:
            throw .invalidRequest(entry.lastError ?? "The server refused this order.")
        case .pending:
            if case .refused(let error) = await sender.deliver(entry.id) {
                throw error
            }
            return (try? await outbox.entry(entry.id)).map(Self.shown) ?? entry.order
        }
    }

    /// The server's orders merged with the local ones it does not have yet, or the local copy
    /// when it cannot be reached.
    private func orders(contactID: Int64?, list: String) async throws(ServiceError) -> Fetched<[Order]> {
        let user = try await LiveUserManager(credentials: client.credentials).currentUser()
        do {
            let server = try await client.orders(contactID: contactID)
            try? await outbox.cacheServerOrders(server, userID: user.id, list: list, savedAt: sender.clock.now)
            let keys = Set(server.map(\.id))
            let local = try await outbox.entries(userID: user.id, contactID: contactID).map(Self.shown).filter { !keys.contains($0.id) }
            return Fetched(Self.newestFirst(server + local), source: .live)
        } catch  where error.meansServerUnavailable {
            let entries = try await outbox.entries(userID: user.id, contactID: contactID)
            let savedAt = try await cache.savedAt(userID: user.id, list: list) ?? entries.map(\.savedAt).max()
            guard let savedAt else {
                throw error
            }
            return Fetched(Self.newestFirst(entries.map(Self.shown)), source: .cache(savedAt: savedAt))
        }
    }

    /// Contact `id` of user `userID`, from the cache or else the API.
    private func contact(id: Int64, userID: Int64) async throws(ServiceError) -> Contact {
        if let contact = try await cache.contacts(userID: userID)?.value.first(where: { $0.id == id }) {
            return contact
        }
        return try await client.contact(id: id)
    }

    /// Product `id` for user `userID`, from the cache or else the API (refreshing the cache).
    private func product(id: Int64, userID: Int64) async throws(ServiceError) -> Product {
        if let product = try await cache.products(userID: userID)?.value.first(where: { $0.id == id }) {
            return product
        }
        let products = try await client.products()
        try? await cache.replaceProducts(products, userID: userID, savedAt: sender.clock.now)
        guard let product = products.first(where: { $0.id == id }) else {
            throw .notFound
        }
        return product
    }

    /// `orders` newest first (then by key, so the order is stable).
    private static func newestFirst(_ orders: [Order]) -> [Order] {
        orders.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
    }
}
