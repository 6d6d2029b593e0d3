import Domain
import Foundation

/// The save event of the order entry use case as a method object: made with the managers it needs
/// (orders, and the user manager for who is ordering) and the values the use case captured, it
/// checks the mandatory fields and the quantity's range, makes the ``OrderDraft`` stamped with the
/// current user and creates the order, and returns exactly one ``Outcome``, which the use case
/// reports to its output (or `nil` when the save was cancelled, which reports nothing).
///
/// ```swift
/// let transformer = OrderEntrySaveTransformer(
///     orderManager: gateway.orderManager, userManager: gateway.userManager, contactID: 3, productID: 7, quantity: 2,
///     allowedQuantities: 1...999, key: key, createdAt: now
/// )
/// if let outcome = await transformer.transform() { outcome.report(to: output) }
/// ```
struct OrderEntrySaveTransformer: Sendable {
    /// How a save ended, one case per ``OrderEntrySaveOutput`` call.
    enum Outcome: Sendable, Equatable {
        /// Nothing was saved: `productID` and/or `quantity` is `true` for each value missing.
        case missingMandatoryFields(productID: Bool, quantity: Bool)
        /// Nothing was saved: the quantity is outside `allowed`.
        case quantityOutOfRange(allowed: ClosedRange<Int>)
        /// The order was saved (sent, or pending in the outbox).
        case saved(OrderEntryOrderPresentationModel)
        /// The order could not be saved.
        case failed(ServiceError)

        /// Hands the outcome to `output`, as the one call it stands for.
        @MainActor
        func report(to output: any OrderEntrySaveOutput) {
            switch self {
            case .missingMandatoryFields(let productID, let quantity):
                output.presentMissingMandatoryFields(productID: productID, quantity: quantity)
            case .quantityOutOfRange(let allowed):
                output.presentQuantityOutOfRange(allowed: allowed)
            case .saved(let order):
                output.present(order: order)
            case .failed(let error):
                output.present(saveError: error)
            }
        }
    }

    /// Where the order is created.
    let orderManager: any OrderManager
    /// Who is ordering: the draft is stamped with the current user.
    let userManager: any UserManager
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

    /// Saves the order and returns how that ended; `nil` when the save was cancelled (the module
    /// was closed), which reports nothing.
    @MainActor
    func transform() async -> Outcome? {
        guard let productID, let quantity else {
            return .missingMandatoryFields(productID: productID == nil, quantity: quantity == nil)
        }
        guard allowedQuantities.contains(quantity) else {
            return .quantityOutOfRange(allowed: allowedQuantities)
        }
        do throws(ServiceError) {
            let user = try await userManager.currentUser()
            let draft = OrderDraft(key: key, userID: user.id, contactID: contactID, productID: productID, quantity: quantity, createdAt: createdAt)
            let order = try await orderManager.create(draft)
            guard !Task.isCancelled else { return nil }
            return .saved(OrderEntryOrderPresentationModel(order))
        } catch {
            guard !Task.isCancelled, error != .cancelled else { return nil }
            return .failed(error)
        }
    }
}
