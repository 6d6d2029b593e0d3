import ViperKit

/// Where the contact list can go.
@MainActor
protocol ContactListRouter: ViperRouter {
    /// Shows contact `id`'s detail.
    func routeToContact(id: Int64)
    /// Shows the history of every order.
    func routeToOrderHistory()
}
