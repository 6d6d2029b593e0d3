import Domain

/// An in-memory `EntityGateway` for tests, `App --fake-services` and module-alone runs: its four
/// fake managers share one book of ``FakeOrderData`` (or the data given), each with the usual
/// fake delay and failure injection, and ``isOffline`` makes them answer as the live gateway does
/// when the API cannot be reached (reads flagged `.cache`, new orders pending).
///
/// ```swift
/// let gateway = FakeEntityGateway()
/// gateway.isOffline = true                        // "offline" notices, pending orders
/// gateway.contacts.failNextCall(with: .unreachable)
/// gateway.users.user = nil                        // nobody logged in
/// ```
public final class FakeEntityGateway: EntityGateway {
    /// The fake user manager.
    public let users: FakeUserManager
    /// The fake contact manager.
    public let contacts: FakeContactManager
    /// The fake product manager.
    public let products: FakeProductManager
    /// The fake order manager.
    public let orders: FakeOrderManager
    private let book: FakeOrderBook

    /// A gateway holding `contacts`, `products` and `orders` (the demo-like ``FakeOrderData`` by
    /// default; pass `contacts: []` for a user without contacts), logged in as `user`.
    public init(
        user: User? = FakeOrderData.user,
        contacts: [Contact] = FakeOrderData.contacts,
        products: [Product] = FakeOrderData.products,
        orders: [Order] = FakeOrderData.orders
    ) {
        let book = FakeOrderBook(contacts: contacts, products: products, orders: orders)
        self.book = book
        self.users = FakeUserManager(user: user)
        self.contacts = FakeContactManager(book: book)
        self.products = FakeProductManager(book: book)
        self.orders = FakeOrderManager(book: book)
    }

    /// Whether the managers answer as if the API could not be reached: reads come "from the
    /// cache" (``FetchSource/cache(savedAt:)`` at ``FakeOrderData/cacheDate``) and new orders are
    /// pending. Going back online sends the pending orders (they become sent).
    public var isOffline: Bool {
        get { book.state.withLock { $0.isOffline } }
        set {
            book.state.withLock { state in
                state.isOffline = newValue
                if !newValue {
                    state.orders = state.orders.map { $0.status == .pending ? $0.with(status: .sent) : $0 }
                }
            }
        }
    }

    /// Who is logged in.
    public var userManager: any UserManager { users }
    /// The contacts.
    public var contactManager: any ContactManager { contacts }
    /// The products.
    public var productManager: any ProductManager { products }
    /// The orders.
    public var orderManager: any OrderManager { orders }
}
