import Domain
import Foundation
import ViperKit

/// The order entry use case over an ``EntityGateway``.
///
/// It captures the product and quantity, and saves them through an ``OrderEntrySaveTransformer``.
/// It owns two business rules: the quantities an order may have (`1 ... quantityLimit`), and the
/// draft's idempotency key, made once per draft and kept while the captured values stay the same,
/// so saving the same draft twice (a double submit, a retry after a failure) never makes two
/// orders, while a changed draft gets a new key, and so does the draft started by
/// ``eventNewOrder()`` (the way to order the same product and quantity again). Every call runs in
/// the module's ``ModuleActivity``, so closing the module cancels it; a cancelled call reports
/// nothing.
@MainActor
final class OrderEntryDefaultInteractor: OrderEntryInteractor {
    /// The quantity limit unless the builder gives another.
    nonisolated static let defaultQuantityLimit = 999

    weak var output: (any OrderEntryInteractorOutput)?
    /// The contact the order is for.
    let contactID: Int64
    /// The quantities an order may have.
    let allowedQuantities: ClosedRange<Int>

    private let gateway: any EntityGateway
    private let activity: ModuleActivity
    private let makeKey: @Sendable () -> String
    private let now: @Sendable () -> Date

    private var productID: Int64?
    private var quantity: Int?
    /// The key and first save time of the captured draft, once it has been saved; a change forgets it.
    private var draftIdentity: (key: String, createdAt: Date)?
    /// The order saved last, read again when the screen is shown again; New order forgets it.
    private var savedOrderID: Order.ID?

    /// Creates the use case of a new order for contact `contactID`.
    /// - Parameters:
    ///   - gateway: Where the contact, the products and the orders are.
    ///   - activity: Where its calls run.
    ///   - quantityLimit: The largest quantity an order may have (at least 1).
    ///   - makeKey: Makes a draft's idempotency key (a new UUID unless given another).
    ///   - now: The clock that dates a draft.
    init(
        contactID: Int64,
        gateway: any EntityGateway,
        activity: ModuleActivity,
        quantityLimit: Int = OrderEntryDefaultInteractor.defaultQuantityLimit,
        makeKey: @escaping @Sendable () -> String = { UUID().uuidString },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.contactID = contactID
        self.gateway = gateway
        self.activity = activity
        self.allowedQuantities = 1 ... max(1, quantityLimit)
        self.makeKey = makeKey
        self.now = now
    }

    /// Reads the contact and the products; reports the contact's name and the products between a
    /// Start and an End, or the failure.
    func eventViewReady() {
        activity.run { [weak self, contactID, gateway] in
            let result: Result<(Fetched<Contact>, Fetched<[Product]>), ServiceError>
            do throws(ServiceError) {
                let contact = try await gateway.contactManager.contact(id: contactID)
                let products = try await gateway.productManager.products()
                result = .success((contact, products))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let output = self?.output else { return }
            switch result {
            case .success(let (contact, products)):
                output.present(contactName: contact.value.name)
                output.presentProductListStart()
                for product in products.value {
                    output.present(product: OrderEntryProductPresentationModel(product))
                }
                if products.value.isEmpty { output.presentNoProducts() }
                output.presentProductListEnd(isOffline: contact.isOffline || products.isOffline)
            case .failure(let error):
                guard error != .cancelled else { return }
                output.present(loadError: error)
            }
        }
    }

    /// Captures the product; a different one makes the draft a new one.
    func eventCapture(productID: Int64?) {
        if productID != self.productID { draftIdentity = nil }
        self.productID = productID
    }

    /// Captures the quantity; a different one makes the draft a new one.
    func eventCapture(quantity: Int?) {
        if quantity != self.quantity { draftIdentity = nil }
        self.quantity = quantity
    }

    /// Saves the captured values through an ``OrderEntrySaveTransformer``, with the draft's key
    /// (made now if this draft has none yet), and reports its outcome.
    func eventSave() {
        let identity = draftIdentity ?? (makeKey(), now())
        draftIdentity = identity
        savedOrderID = nil  // a read of the order saved before must not answer for this save
        let transformer = OrderEntrySaveTransformer(
            orderManager: gateway.orderManager,
            userManager: gateway.userManager,
            contactID: contactID,
            productID: productID,
            quantity: quantity,
            allowedQuantities: allowedQuantities,
            key: identity.key,
            createdAt: identity.createdAt
        )
        activity.run { [weak self] in
            // The output is read once the save ended: a module closed meanwhile hears nothing.
            guard let outcome = await transformer.transform(), let self, let output else { return }
            if case .saved(let order) = outcome { savedOrderID = order.id }
            outcome.report(to: output)
        }
    }

    /// Starts a new draft: forgets the captured product and quantity and the draft's key (the
    /// next save makes a new one), then presents the new order. A save already under way keeps
    /// the key it was made with, so it still returns the order it was saving.
    func eventNewOrder() {
        productID = nil
        quantity = nil
        draftIdentity = nil
        savedOrderID = nil
        output?.presentNewOrder()
    }

    /// Reads the order saved last again and presents it as it is now; without one, or when it
    /// cannot be read, reports nothing.
    func eventViewAppeared() {
        guard let id = savedOrderID else { return }
        activity.run { [weak self, gateway] in
            guard let order = try? await gateway.orderManager.order(id: id).value else { return }
            guard !Task.isCancelled, let self, self.savedOrderID == id, let output = self.output else { return }
            output.present(order: OrderEntryOrderPresentationModel(order))
        }
    }
}
