import OrderEntryInterface
import ViperKit

/// Where the contact detail can go.
@MainActor
protocol ContactDetailRouter: ViperRouter {
    /// Shows a new order for contact `contactID`, reporting saved orders to `delegate`.
    func routeToNewOrder(contactID: Int64, delegate: (any OrderEntryDelegate)?)
}
