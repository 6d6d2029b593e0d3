import ViperKit

/// One row of the contact's orders, which mixes kinds of rows: an order, the message that there are
/// none, or the message that they could not be loaded, each with its own cell kind.
enum ContactDetailOrderRowViewModel: Sendable, Equatable {
    /// An order.
    case order(ContactDetailOrderViewModel)
    /// "No orders yet".
    case noOrders(message: String)
    /// Why the orders could not be loaded.
    case error(message: String)

    /// The cell kind a shell draws the row with.
    var cellKind: CellKind {
        switch self {
        case .order: .subtitle
        case .noOrders: .message
        case .error: .error
        }
    }
}
