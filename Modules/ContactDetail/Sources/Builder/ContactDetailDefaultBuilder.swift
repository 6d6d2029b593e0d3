import ContactDetailInterface
import Domain
import Foundation
import OrderDetailInterface
import OrderEntryInterface
import ViperKit

/// Builds the contact detail module: creates the view, presenter, use case and router, connects
/// them, injects the ``EntityGateway`` into the use case and the order entry builder into the
/// router.
@MainActor
public final class ContactDetailDefaultBuilder: ContactDetailBuilding {
    nonisolated static let moduleName = "ContactDetail"
    private let gateway: any EntityGateway
    private let orderEntry: any OrderEntryBuilding
    private let orderDetail: any OrderDetailBuilding
    private let formatting: Formatting
    private let now: () -> Date

    /// Creates a builder whose modules read through `gateway`, open new orders through
    /// `orderEntry` and orders through `orderDetail`, write dates in `timeZone` and speak
    /// `language` (English by default).
    public convenience init(
        gateway: any EntityGateway, orderEntry: any OrderEntryBuilding, orderDetail: any OrderDetailBuilding, timeZone: TimeZone = .current,
        language: Language = .english
    ) {
        self.init(
            gateway: gateway, orderEntry: orderEntry, orderDetail: orderDetail, formatting: Formatting(timeZone: timeZone, language: language),
            now: Date.init)
    }

    /// Creates a builder whose modules format with `formatting` and tell a copy saved today from
    /// an older one by `now` (tests fix the clock here).
    init(
        gateway: any EntityGateway, orderEntry: any OrderEntryBuilding, orderDetail: any OrderDetailBuilding, formatting: Formatting,
        now: @escaping () -> Date
    ) {
        self.gateway = gateway
        self.orderEntry = orderEntry
        self.orderDetail = orderDetail
        self.formatting = formatting
        self.now = now
    }

    /// A new contact detail module at `/contacts/<id>` for `input`'s contact.
    public func build(input: ContactDetailInput) -> Module {
        let activity = ModuleActivity()
        let interactor = ContactDetailDefaultInteractor(contactID: input.contactID, gateway: gateway, activity: activity)
        let router = ContactDetailDefaultRouter(orderEntry: orderEntry, orderDetail: orderDetail)
        let presenter = ContactDetailDefaultPresenter(
            contactID: input.contactID,
            interactor: interactor,
            router: router,
            formatting: formatting,
            now: now
        )
        let view = ContactDetailDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName, route: ContactDetailRoute.route(input),
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: ContactDetailBudget.events)
    }
}
