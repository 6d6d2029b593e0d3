import Domain
import Foundation
import OrderDetailInterface
import OrderHistoryInterface
import ViperKit

/// Builds the order history module over an ``EntityGateway``: it alone knows the module's classes
/// and wires them.
@MainActor
public final class OrderHistoryDefaultBuilder: OrderHistoryBuilding {
    nonisolated static let moduleName = "OrderHistory"
    private let gateway: any EntityGateway
    private let orderDetail: any OrderDetailBuilding
    private let formatting: Formatting

    /// Creates a builder whose modules read orders through `gateway`, open an order through
    /// `orderDetail`, group and write days in `timeZone` and speak `language` (English by default).
    public init(gateway: any EntityGateway, orderDetail: any OrderDetailBuilding, timeZone: TimeZone = .current, language: Language = .english) {
        self.gateway = gateway
        self.orderDetail = orderDetail
        formatting = Formatting(timeZone: timeZone, language: language)
    }

    /// A new order history module at `/orders`.
    public func build() -> Module {
        // One formatting context for both: the use case groups the orders by day in the calendar
        // and time zone the presenter writes days and times in.
        let activity = ModuleActivity()
        let interactor = OrderHistoryDefaultInteractor(gateway: gateway, calendar: formatting.calendar, activity: activity)
        let router = OrderHistoryDefaultRouter(orderDetail: orderDetail)
        let presenter = OrderHistoryDefaultPresenter(interactor: interactor, router: router, formatting: formatting)
        let view = OrderHistoryDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName, route: OrderHistoryRoute.route,
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: OrderHistoryBudget.events)
    }
}
