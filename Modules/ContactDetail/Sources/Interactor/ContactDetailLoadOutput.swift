import Domain
import Foundation

/// What the contact detail's use case sends when it loads (seed 002: one output protocol per
/// event): the contact, then its orders between Start and End; or only the error when the contact
/// could not be loaded.
@MainActor
protocol ContactDetailLoadOutput: AnyObject {
    /// The contact.
    func present(contact: ContactDetailPresentationModel)
    /// The contact could not be loaded (seed 002's singular view: the whole screen is the error).
    func present(error: ServiceError)
    /// The list of orders begins; `cachedAt` is when they were saved on this device if they are
    /// the offline copy, `nil` when they are fresh.
    func presentOrderListStart(cachedAt: Date?)
    /// One order, newest first.
    func present(order: ContactDetailOrderPresentationModel)
    /// The contact has no orders.
    func presentNoOrders()
    /// The orders could not be loaded (the contact could).
    func present(ordersError: ServiceError)
    /// The list of orders is complete.
    func presentOrderListEnd()
}
