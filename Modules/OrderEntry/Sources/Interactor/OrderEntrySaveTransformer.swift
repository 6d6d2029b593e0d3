import Domain
import Foundation

/// The save event of the order entry use case as a method object (seed 002's
/// `OrderEntrySaveUseCaseTransformer`): made with the manager it needs and the values the use case
/// captured, it checks the mandatory fields and the quantity's range, makes the ``OrderDraft`` and
/// creates the order, and reports exactly one outcome to the output.
///
/// ```swift
/// let transformer = OrderEntrySaveTransformer(
///     orderManager: gateway.orderManager, contactID: 3, productID: 7, quantity: 2,
///     allowedQuantities: 1...999, key: key, createdAt: now
/// )
/// await transformer.transform { [weak self] in self?.output }
/// ```
struct OrderEntrySaveTransformer: Sendable {
    /// Where the order is created.
    let orderManager: any OrderManager
    /// The contact the order is for.
    let contactID: Int64
    /// The product captured, if any.
    let productID: Int64?
    /// The quantity captured, if any.
    let quantity: Int?
    /// The quantities an order may have.
    let allowedQuantities: ClosedRange<Int>
    /// The draft's idempotency key (the use case keeps it for as long as the draft is unchanged).
    let key: String
    /// When the user first saved this draft.
    let createdAt: Date

    /// Saves the order and reports the outcome to `output()`, read when there is something to
    /// report (so the caller can hand over a weak reference: a module closed meanwhile hears
    /// nothing). A cancelled save reports nothing.
    @MainActor
    func transform(output: () -> (any OrderEntrySaveInteractorOutput)?) async {
        guard let productID, let quantity else {
            output()?.presentMissingMandatoryFields(productID: productID == nil, quantity: quantity == nil)
            return
        }
        guard allowedQuantities.contains(quantity) else {
            output()?.presentQuantityOutOfRange(allowed: allowedQuantities)
            return
        }
        let draft = OrderDraft(key: key, contactID: contactID, productID: productID, quantity: quantity, createdAt: createdAt)
        do throws(ServiceError) {
            let order = try await orderManager.create(draft)
            guard !Task.isCancelled else { return }
            output()?.present(order: OrderEntryOrderPresentationModel(order))
        } catch {
            guard !Task.isCancelled, error != .cancelled else { return }
            output()?.present(saveError: error)
        }
    }
}
