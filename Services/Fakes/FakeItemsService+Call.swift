import Domain

extension FakeItemsService {
    /// One call a ``FakeItemsService`` received, with its arguments.
    public enum Call: Sendable, Equatable, Hashable {
        /// `items(offset:limit:)`.
        case items(offset: Int, limit: Int)
        /// `item(id:)`.
        case item(id: Int64)
        /// `setEnabled(_:id:)`.
        case setEnabled(Bool, id: Int64)
        /// `deleteAll()`.
        case deleteAll
        /// `addSampleItems()`.
        case addSampleItems

        /// Which operation a call is, so a failure can be aimed at one operation.
        public enum Kind: Sendable, Equatable, Hashable, CaseIterable {
            /// `items(offset:limit:)`.
            case items
            /// `item(id:)`.
            case item
            /// `setEnabled(_:id:)`.
            case setEnabled
            /// `deleteAll()`.
            case deleteAll
            /// `addSampleItems()`.
            case addSampleItems
        }

        /// The operation this call is.
        public var kind: Kind {
            switch self {
            case .items: .items
            case .item: .item
            case .setEnabled: .setEnabled
            case .deleteAll: .deleteAll
            case .addSampleItems: .addSampleItems
            }
        }
    }
}
