import Domain
import Foundation

/// What the contact detail's use case sends when an order was saved (seed 002: one output protocol
/// per event): the orders again between Start and End, the new one first.
@MainActor
protocol ContactDetailOrderSavedOutput: AnyObject {
    /// The list of orders begins; `cachedAt` is when the orders loaded were saved on this device if
    /// they are the offline copy, `nil` when they are fresh.
    func presentOrderListStart(cachedAt: Date?)
    /// One order, newest first.
    func present(order: ContactDetailOrderPresentationModel)
    /// The other orders could not be loaded, so only the saved ones are listed.
    func present(ordersError: ServiceError)
    /// The list of orders is complete.
    func presentOrderListEnd()
}
