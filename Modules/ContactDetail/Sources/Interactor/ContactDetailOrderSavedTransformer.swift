import Domain

/// The order-saved event as a method object: the contact's orders read again after an order was
/// saved (the saved one among them, pending or sent), newest first, sent between Start and End.
/// When they cannot be read, the orders shown before stay, with the reason under them.
@MainActor
struct ContactDetailOrderSavedTransformer {
    /// The orders to show from `fetched`, the orders read again, or from `shown` when that failed,
    /// sent to `output`.
    func transform(
        fetched: Result<Fetched<[Order]>, ServiceError>, shown: ContactDetailOrders, output: any ContactDetailOrdersOutput
    ) -> ContactDetailOrders {
        var orders = ContactDetailOrders(fetched)
        if let error = orders.error {
            orders = ContactDetailOrders(orders: shown.orders, cachedAt: shown.cachedAt, error: error)
        }
        output.presentOrderListStart(cachedAt: orders.cachedAt)
        for order in orders.orders {
            output.present(order: ContactDetailOrderPresentationModel(order: order))
        }
        if let error = orders.error {
            output.present(ordersError: error)
        }
        output.presentOrderListEnd()
        return orders
    }
}
