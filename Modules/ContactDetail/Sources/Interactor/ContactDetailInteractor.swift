import Domain
import ViperKit

/// The contact detail's use case (seed 002's UseCase): one contact and that contact's orders,
/// newest first, and the orders saved while the detail is open. It outputs presentation models to
/// ``ContactDetailInteractorOutput``.
@MainActor
protocol ContactDetailInteractor: ViperInteractor {
    /// The view is ready, or the user retries: fetches contact `id` and its orders. A call while a
    /// load runs is ignored.
    func loadContact(id: Int64)
    /// An order was saved (the order entry module said so): puts it at the top of the orders
    /// shown, without fetching anything.
    func addSavedOrder(_ order: Order)
}
