import Domain

/// The order-saved event as a method object: puts the saved order at the top of the contact's
/// orders, once (saving the same order again replaces it), and sends the orders again. It fetches
/// nothing: the order entry module gave the order.
@MainActor
struct ContactDetailOrderSavedTransformer {
    /// The contact shown; an order for another contact changes nothing.
    let contactID: Int64

    /// `orders` with `order` on top, sent to `output` between Start and End; `orders` unchanged
    /// (and nothing sent) when the order is for another contact.
    func transform(order: Order, orders: ContactDetailOrders, output: any ContactDetailOrderSavedOutput) -> ContactDetailOrders {
        guard order.contactID == contactID else { return orders }
        var updated = orders
        updated.orders = [order] + orders.orders.filter { $0.id != order.id }
        output.presentOrderListStart(cachedAt: updated.cachedAt)
        for order in updated.orders {
            output.present(order: ContactDetailOrderPresentationModel(order: order))
        }
        if let error = updated.error {
            output.present(ordersError: error)
        }
        output.presentOrderListEnd()
        return updated
    }
}
