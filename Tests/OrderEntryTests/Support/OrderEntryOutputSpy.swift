import Domain

@testable import OrderEntry

/// Records what the order entry use case (or its save transformer) reports, in order.
@MainActor
final class OrderEntryOutputSpy: OrderEntryInteractorOutput {
    enum Report: Equatable {
        case contactName(String)
        case productListStart
        case product(OrderEntryProductPresentationModel)
        case noProducts
        case productListEnd(isOffline: Bool)
        case loadError(ServiceError)
        case missing(productID: Bool, quantity: Bool)
        case outOfRange(ClosedRange<Int>)
        case order(OrderEntryOrderPresentationModel)
        case saveError(ServiceError)
        case newOrder
    }

    private(set) var reports: [Report] = []

    func present(contactName: String) { reports.append(.contactName(contactName)) }
    func presentProductListStart() { reports.append(.productListStart) }
    func present(product: OrderEntryProductPresentationModel) { reports.append(.product(product)) }
    func presentNoProducts() { reports.append(.noProducts) }
    func presentProductListEnd(isOffline: Bool) { reports.append(.productListEnd(isOffline: isOffline)) }
    func present(loadError: ServiceError) { reports.append(.loadError(loadError)) }
    func presentMissingMandatoryFields(productID: Bool, quantity: Bool) {
        reports.append(.missing(productID: productID, quantity: quantity))
    }
    func presentQuantityOutOfRange(allowed: ClosedRange<Int>) { reports.append(.outOfRange(allowed)) }
    func present(order: OrderEntryOrderPresentationModel) { reports.append(.order(order)) }
    func present(saveError: ServiceError) { reports.append(.saveError(saveError)) }
    func presentNewOrder() { reports.append(.newOrder) }
}
