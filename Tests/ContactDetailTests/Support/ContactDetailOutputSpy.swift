import Domain
import Foundation

@testable import ContactDetail

/// Records, in order, every message a contact detail use case sends.
@MainActor
final class ContactDetailOutputSpy: ContactDetailInteractorOutput {
    enum Message: Equatable {
        case contact(ContactDetailPresentationModel)
        case error(ServiceError)
        case start(cachedAt: Date?)
        case order(id: String)
        case noOrders
        case ordersError(ServiceError)
        case end
    }

    private(set) var messages: [Message] = []
    private(set) var orders: [ContactDetailOrderPresentationModel] = []

    /// Forgets the messages so far.
    func reset() {
        messages = []
        orders = []
    }

    func present(contact: ContactDetailPresentationModel) { messages.append(.contact(contact)) }
    func present(error: ServiceError) { messages.append(.error(error)) }
    func presentOrderListStart(cachedAt: Date?) { messages.append(.start(cachedAt: cachedAt)) }
    func present(order: ContactDetailOrderPresentationModel) {
        messages.append(.order(id: order.id))
        orders.append(order)
    }
    func presentNoOrders() { messages.append(.noOrders) }
    func present(ordersError: ServiceError) { messages.append(.ordersError(ordersError)) }
    func presentOrderListEnd() { messages.append(.end) }
}
