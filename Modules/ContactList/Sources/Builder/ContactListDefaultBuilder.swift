import ContactDetailInterface
import ContactListInterface
import Domain
import Foundation
import OrderHistoryInterface
import ViperKit

/// Builds the contact list module: creates the view, presenter, use case and router, connects
/// them, injects the ``EntityGateway`` into the use case and the next modules' builders into the
/// router.
@MainActor
public final class ContactListDefaultBuilder: ContactListBuilding {
    nonisolated static let moduleName = "ContactList"
    private let gateway: any EntityGateway
    private let detail: any ContactDetailBuilding
    private let orderHistory: any OrderHistoryBuilding
    private let formatting: Formatting
    private let now: () -> Date

    /// Creates a builder whose modules read contacts through `gateway`, open a contact through
    /// `detail` and the order history through `orderHistory`, write times in `timeZone` and speak
    /// `language` (English by default).
    public convenience init(
        gateway: any EntityGateway,
        detail: any ContactDetailBuilding,
        orderHistory: any OrderHistoryBuilding,
        timeZone: TimeZone = .current,
        language: Language = .english
    ) {
        self.init(
            gateway: gateway,
            detail: detail,
            orderHistory: orderHistory,
            formatting: Formatting(timeZone: timeZone, language: language),
            now: Date.init
        )
    }

    /// Creates a builder whose modules format with `formatting` and tell a copy saved today from
    /// an older one by `now` (tests fix the clock here).
    init(
        gateway: any EntityGateway,
        detail: any ContactDetailBuilding,
        orderHistory: any OrderHistoryBuilding,
        formatting: Formatting,
        now: @escaping () -> Date
    ) {
        self.gateway = gateway
        self.detail = detail
        self.orderHistory = orderHistory
        self.formatting = formatting
        self.now = now
    }

    /// A new contact list module at `/contacts`.
    public func build() -> Module {
        let activity = ModuleActivity()
        let interactor = ContactListDefaultInteractor(gateway: gateway, activity: activity)
        let router = ContactListDefaultRouter(detail: detail, orderHistory: orderHistory)
        let presenter = ContactListDefaultPresenter(interactor: interactor, router: router, formatting: formatting, now: now)
        let view = ContactListDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName, route: ContactListRoute.route,
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: ContactListBudget.events)
    }
}
