import Domain

extension FakeOrderManager {
    /// One call a ``FakeOrderManager`` received.
    public enum Call: Sendable, Equatable, Hashable {
        /// `create(_:)`.
        case create(OrderDraft)
        /// `orders()`.
        case orders
        /// `orders(contactID:)`.
        case ordersOfContact(Int64)
        /// `order(id:)`.
        case order(id: Order.ID)
        /// `sendAgain(id:)`.
        case sendAgain(id: Order.ID)

        /// Which operation a call is, so a failure can be aimed at one operation.
        public enum Kind: Sendable, Equatable, Hashable, CaseIterable {
            /// `create(_:)`.
            case create
            /// `orders()`, `orders(contactID:)` and `order(id:)`.
            case orders
            /// `sendAgain(id:)`.
            case sendAgain
        }

        /// The operation this call is.
        public var kind: Kind {
            switch self {
            case .create: .create
            case .orders, .ordersOfContact, .order: .orders
            case .sendAgain: .sendAgain
            }
        }
    }
}
