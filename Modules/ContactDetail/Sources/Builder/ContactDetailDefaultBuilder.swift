import ContactDetailInterface
import Domain
import Foundation
import OrderEntryInterface
import ViperKit

/// Builds the contact detail module (seed 002's Connector): creates the view, presenter, use case
/// and router, connects them, injects the ``EntityGateway`` into the use case and the order entry
/// builder into the router.
@MainActor
public final class ContactDetailDefaultBuilder: ContactDetailBuilding {
    /// The module's name in leak reports.
    nonisolated static let moduleName = "ContactDetail"
    private let gateway: any EntityGateway
    private let orderEntry: any OrderEntryBuilding
    private let timeZone: TimeZone
    private let language: Language

    /// Creates a builder whose modules read through `gateway`, open new orders through
    /// `orderEntry`, write dates in `timeZone` and speak `language` (English by default).
    public init(gateway: any EntityGateway, orderEntry: any OrderEntryBuilding, timeZone: TimeZone = .current, language: Language = .english) {
        self.gateway = gateway
        self.orderEntry = orderEntry
        self.timeZone = timeZone
        self.language = language
    }

    /// A new contact detail module at `/contacts/<id>` for `input`'s contact.
    public func build(input: ContactDetailInput) -> Module {
        let activity = ModuleActivity()
        let interactor = ContactDetailDefaultInteractor(gateway: gateway, activity: activity)
        let router = ContactDetailDefaultRouter(orderEntry: orderEntry)
        let presenter = ContactDetailDefaultPresenter(
            contactID: input.contactID,
            interactor: interactor,
            router: router,
            timeZone: timeZone,
            language: language
        )
        let view = ContactDetailDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName,
            route: ContactDetailRoute.route(input),
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}
