import Domain
import Foundation
import ViperKit

/// The order history use case over an ``EntityGateway``.
///
/// Its business rules: orders newest first (by the time the user saved them), grouped by calendar
/// day in the injected calendar (its time zone decides where a day starts), and the total of each
/// day and of all orders, pending ones included (they are saved and will be sent). Every call runs
/// in the module's ``ModuleActivity``, so closing the module cancels it; a cancelled call reports
/// nothing.
@MainActor
final class OrderHistoryDefaultInteractor: OrderHistoryInteractor {
    weak var output: (any OrderHistoryInteractorOutput)?
    /// The calendar whose days group the orders.
    let calendar: Calendar

    private let gateway: any EntityGateway
    private let activity: ModuleActivity

    /// Creates the use case reading orders through `gateway`, grouping them by day in `calendar`,
    /// running its calls in `activity`.
    init(gateway: any EntityGateway, calendar: Calendar, activity: ModuleActivity) {
        self.gateway = gateway
        self.calendar = calendar
        self.activity = activity
    }

    /// Reads every order and reports them by day, or reports the failure.
    func eventViewReady() {
        activity.run { [weak self, gateway] in
            let result: Result<Fetched<[Order]>, ServiceError>
            do throws(ServiceError) {
                result = .success(try await gateway.orderManager.orders())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let self, let output = self.output else { return }
            if case .failure(.cancelled) = result { return }
            self.report(result, to: output)
        }
    }

    private func report(_ result: Result<Fetched<[Order]>, ServiceError>, to output: any OrderHistoryInteractorOutput) {
        output.presentOrderListStart()
        switch result {
        case .failure(let error):
            output.present(error: error)
            output.presentOrderListEnd(grandTotal: .zero, isOffline: false)
        case .success(let fetched):
            let days = byDay(newestFirst(fetched.value))
            if days.isEmpty { output.presentNoOrders() }
            var grandTotal = Money.zero
            for (day, orders) in days {
                output.presentDayStart(day: day)
                var total = Money.zero
                for order in orders {
                    output.present(order: OrderHistoryOrderPresentationModel(order))
                    if Self.counts(order) { total = total + order.total }
                }
                output.presentDayEnd(day: day, total: total, count: orders.count)
                grandTotal = grandTotal + total
            }
            output.presentOrderListEnd(grandTotal: grandTotal, isOffline: fetched.isOffline)
        }
    }

    /// Whether `order` counts in the totals: a sent or a pending one (saved, and sent when the
    /// server can be reached); an order in any other state is listed but not counted.
    static func counts(_ order: Order) -> Bool {
        order.status == .sent || order.status == .pending
    }

    /// `orders` (newest first) cut into runs of the same calendar day, each with the day's first instant.
    private func byDay(_ orders: [Order]) -> [(day: Date, orders: [Order])] {
        var days: [(day: Date, orders: [Order])] = []
        for order in orders {
            let day = calendar.startOfDay(for: order.createdAt)
            if days.last?.day == day {
                days[days.count - 1].orders.append(order)
            } else {
                days.append((day, [order]))
            }
        }
        return days
    }

    /// `orders` newest first; orders saved at the same instant keep the manager's order.
    private func newestFirst(_ orders: [Order]) -> [Order] {
        orders.enumerated()
            .sorted { $0.element.createdAt != $1.element.createdAt ? $0.element.createdAt > $1.element.createdAt : $0.offset < $1.offset }
            .map(\.element)
    }
}
