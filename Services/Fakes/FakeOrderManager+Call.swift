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

        /// Which operation a call is, so a failure can be aimed at one operation.
        public enum Kind: Sendable, Equatable, Hashable, CaseIterable {
            /// `create(_:)`.
            case create
            /// `orders()` and `orders(contactID:)`.
            case orders
        }

        /// The operation this call is.
        public var kind: Kind {
            switch self {
            case .create: .create
            case .orders, .ordersOfContact: .orders
            }
        }
    }
}
