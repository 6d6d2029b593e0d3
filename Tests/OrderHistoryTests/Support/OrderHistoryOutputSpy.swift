import Domain
import Foundation

@testable import OrderHistory

/// Records the order history report as it arrives, message by message.
@MainActor
final class OrderHistoryOutputSpy: OrderHistoryInteractorOutput {
    enum Report: Equatable {
        case start
        case dayStart(Date)
        case order(String)
        case dayEnd(Date, total: Money, count: Int)
        case noOrders
        case error(ServiceError)
        case end(grandTotal: Money, isOffline: Bool)
    }

    private(set) var reports: [Report] = []
    private(set) var orders: [OrderHistoryOrderPresentationModel] = []

    func presentOrderHistoryStart() { reports.append(.start) }
    func presentDayStart(day: Date) { reports.append(.dayStart(day)) }
    func present(order: OrderHistoryOrderPresentationModel) {
        reports.append(.order(order.id))
        orders.append(order)
    }
    func presentDayEnd(day: Date, total: Money, count: Int) { reports.append(.dayEnd(day, total: total, count: count)) }
    func presentNoOrders() { reports.append(.noOrders) }
    func present(error: ServiceError) { reports.append(.error(error)) }
    func presentOrderHistoryEnd(grandTotal: Money, isOffline: Bool) {
        reports.append(.end(grandTotal: grandTotal, isOffline: isOffline))
    }
}
