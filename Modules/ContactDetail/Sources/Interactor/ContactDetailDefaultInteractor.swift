import Domain
import ViperKit

/// The contact detail's use case over the ``EntityGateway``, for one contact: it fetches the
/// contact from the contact manager and the contact's orders from the order manager at the same
/// time, sorts the orders newest first (the business rule, whatever order the manager gives) and
/// sends them; when an order is saved it reads the orders again and sends them through
/// ``ContactDetailOrderSavedTransformer``. Fetches run in the module's ``ModuleActivity``, so closing the module
/// cancels them; a cancelled fetch reports nothing.
@MainActor
final class ContactDetailDefaultInteractor: ContactDetailInteractor {
    weak var output: (any ContactDetailInteractorOutput)?
    /// The id of the contact the use case is about.
    private let contactID: Int64
    private let gateway: any EntityGateway
    private let activity: ModuleActivity

    /// Whether the contact was loaded; saved orders are listed only once it was.
    private var isLoaded = false
    /// The contact's orders, once the contact was loaded.
    private var orders = ContactDetailOrders(orders: [])
    private var isLoading = false

    /// Creates the use case of contact `contactID` over `gateway`'s managers, running its fetches
    /// in `activity`.
    init(contactID: Int64, gateway: any EntityGateway, activity: ModuleActivity) {
        self.contactID = contactID
        self.gateway = gateway
        self.activity = activity
    }

    /// Fetches the contact and its orders together, then sends the contact and its orders, or the
    /// error; ignored while a load runs.
    func eventViewReady() {
        guard !isLoading else { return }
        isLoading = true
        let id = contactID
        activity.run { [weak self, gateway] in
            async let contact = Self.result { () async throws(ServiceError) in try await gateway.contactManager.contact(id: id) }
            async let orders = Self.result { () async throws(ServiceError) in try await gateway.orderManager.orders(contactID: id) }
            let results = await (contact, orders)
            guard let self else { return }
            self.isLoading = false
            guard !Task.isCancelled else { return }
            self.finishLoading(contact: results.0, orders: results.1)
        }
    }

    /// Puts `order` on top of the orders shown, if it is for the contact loaded.
    func eventOrderSaved() {
        readOrdersAgain()
    }

    /// Reads the orders again when the screen appears again, once the contact is loaded.
    func eventViewAppeared() {
        readOrdersAgain()
    }

    /// Reads the contact's orders again and sends them through
    /// ``ContactDetailOrderSavedTransformer``, unless the contact is not loaded yet.
    private func readOrdersAgain() {
        guard isLoaded, !isLoading else { return }
        let id = contactID
        activity.run { [weak self, gateway] in
            let fetched = await Self.result { () async throws(ServiceError) in try await gateway.orderManager.orders(contactID: id) }
            guard let self, !Task.isCancelled, let output = self.output else { return }
            self.orders = ContactDetailOrderSavedTransformer().transform(fetched: fetched, shown: self.orders, output: output)
        }
    }

    private func finishLoading(contact: Result<Fetched<Contact>, ServiceError>, orders: Result<Fetched<[Order]>, ServiceError>) {
        guard let output else { return }
        switch contact {
        case .failure(let error):
            output.present(error: error)
            return
        case .success(let contact):
            isLoaded = true
            output.present(contact: ContactDetailPresentationModel(contact: contact.value, cachedAt: contact.source.cachedAt))
        }
        self.orders = ContactDetailOrders(orders)
        output.presentOrderListStart(cachedAt: self.orders.cachedAt)
        if let error = self.orders.error {
            output.present(ordersError: error)
        } else if self.orders.orders.isEmpty {
            output.presentNoOrders()
        }
        for order in self.orders.orders {
            output.present(order: ContactDetailOrderPresentationModel(order: order))
        }
        output.presentOrderListEnd()
    }

    /// The outcome of `operation`, as a value.
    private nonisolated static func result<Value: Sendable>(
        _ operation: @Sendable () async throws(ServiceError) -> Value
    ) async -> Result<Value, ServiceError> {
        do throws(ServiceError) {
            return .success(try await operation())
        } catch {
            return .failure(error)
        }
    }
}
