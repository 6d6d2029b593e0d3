import Domain
import Foundation
import OrderHistoryInterface
import ViperKit

/// Builds the order history module over an ``EntityGateway`` (seed 002's Connector).
@MainActor
public final class OrderHistoryDefaultBuilder: OrderHistoryBuilding {
    /// The module's name in leak reports.
    nonisolated static let moduleName = "OrderHistory"
    private let gateway: any EntityGateway
    private let timeZone: TimeZone
    private let language: Language

    /// Creates a builder whose modules read orders through `gateway`, group and write days in
    /// `timeZone` and speak `language` (English by default).
    public init(gateway: any EntityGateway, timeZone: TimeZone = .current, language: Language = .english) {
        self.gateway = gateway
        self.timeZone = timeZone
        self.language = language
    }

    /// The Gregorian calendar in `timeZone`, whose days group the orders.
    nonisolated static func calendar(timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// A new order history module at `/orders`.
    public func build() -> Module {
        let activity = ModuleActivity()
        let interactor = OrderHistoryDefaultInteractor(
            gateway: gateway,
            calendar: Self.calendar(timeZone: timeZone),
            activity: activity
        )
        let router = OrderHistoryDefaultRouter()
        let presenter = OrderHistoryDefaultPresenter(interactor: interactor, router: router, timeZone: timeZone, language: language)
        let view = OrderHistoryDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName,
            route: OrderHistoryRoute.route,
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}
