@testable import OrderEntry

/// An ``OrderEntryInteractor`` (the use case) that records the events it receives, in order.
@MainActor
final class OrderEntryInteractorSpy: OrderEntryInteractor {
    enum Event: Equatable {
        case viewReady
        case productID(Int64?)
        case quantity(Int?)
        case save
        case newOrder
    }

    private(set) var events: [Event] = []

    var saves: Int { events.filter { $0 == .save }.count }
    var quantities: [Int?] {
        events.compactMap { if case .quantity(let value) = $0 { value } else { nil } }
    }

    func eventViewReady() { events.append(.viewReady) }
    func eventCapture(productID: Int64?) { events.append(.productID(productID)) }
    func eventCapture(quantity: Int?) { events.append(.quantity(quantity)) }
    func eventSave() { events.append(.save) }
    func eventNewOrder() { events.append(.newOrder) }
}
