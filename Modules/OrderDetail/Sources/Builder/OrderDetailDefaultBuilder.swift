import Domain
import Foundation
import OrderDetailInterface
import ViperKit

/// Builds the order detail module: creates the view, presenter, use case and router, connects
/// them and injects the ``EntityGateway`` into the use case.
@MainActor
public final class OrderDetailDefaultBuilder: OrderDetailBuilding {
    nonisolated static let moduleName = "OrderDetail"
    private let gateway: any EntityGateway
    private let formatting: Formatting
    private let now: () -> Date

    /// Creates a builder whose modules read through `gateway`, write dates in `timeZone` and speak
    /// `language` (English by default).
    public convenience init(gateway: any EntityGateway, timeZone: TimeZone = .current, language: Language = .english) {
        self.init(gateway: gateway, formatting: Formatting(timeZone: timeZone, language: language), now: Date.init)
    }

    /// Creates a builder whose modules format with `formatting` and tell a copy saved today from an
    /// older one by `now` (tests fix the clock here).
    init(gateway: any EntityGateway, formatting: Formatting, now: @escaping () -> Date) {
        self.gateway = gateway
        self.formatting = formatting
        self.now = now
    }

    /// A new order detail module at `/orders/<id>` for `input`'s order, reporting to `delegate`.
    public func build(input: OrderDetailInput, delegate: (any OrderDetailDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = OrderDetailDefaultInteractor(orderID: input.orderID, gateway: gateway, activity: activity)
        let router = OrderDetailDefaultRouter(delegate: delegate)
        let presenter = OrderDetailDefaultPresenter(interactor: interactor, router: router, formatting: formatting, now: now)
        let view = OrderDetailDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName, route: OrderDetailRoute.route(input),
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: OrderDetailBudget.events)
    }
}
