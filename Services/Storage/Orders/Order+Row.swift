import Domain
import GRDB

extension Order {
    /// An order from the first eleven columns of `row`: key, contact id and name, product id and
    /// name, quantity, unit price, item total, tax, total (cents) and created at (milliseconds).
    /// The server's `sales_order` selection and the client's outbox selection both begin so; the
    /// status is the caller's (the server's orders are all sent).
    init(row: Row, status: OrderStatus) {
        self.init(
            id: row[0],
            contactID: row[1],
            contactName: row[2],
            productID: row[3],
            productName: row[4],
            quantity: row[5],
            unitPrice: Money(cents: row[6]),
            itemTotal: Money(cents: row[7]),
            tax: Money(cents: row[8]),
            total: Money(cents: row[9]),
            createdAt: Milliseconds.date(row[10]),
            status: status
        )
    }
}
