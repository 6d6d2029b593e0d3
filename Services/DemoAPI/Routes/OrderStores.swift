import Storage

/// The stores behind the contacts, products and orders endpoints.
struct OrderStores: Sendable {
    /// Each user's contacts.
    let contacts: ContactStore
    /// The products.
    let products: ProductStore
    /// Each user's orders.
    let orders: OrderStore

    /// The stores of `database`.
    init(database: SQLiteDatabase) {
        contacts = ContactStore(database: database)
        products = ProductStore(database: database)
        orders = OrderStore(database: database)
    }
}
