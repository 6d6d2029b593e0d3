/// What the order detail module is built with: the order to show.
public struct OrderDetailInput: Sendable, Equatable {
    /// The order's id (its idempotency key).
    public let orderID: String

    /// An input for order `orderID`.
    public init(orderID: String) {
        self.orderID = orderID
    }
}
