import ContactDetailTesting
import Domain
import DomainTesting
import Fakes
import Foundation
import OrderHistoryTesting
import ViperKit
import ViperKitTesting

@testable import ContactList

/// Values and helpers the contact list tests share.
@MainActor
enum ContactListFixtures {
    static let utc = TimeZone(identifier: "UTC")!
    /// 22 Nov 2026 at 14:30 UTC, the tests' "now".
    static let now = Date(timeIntervalSince1970: 1_795_357_800)
    /// 22 Nov 2026 at 14:05 UTC, when an offline copy was saved.
    static let savedToday = now.addingTimeInterval(-25 * 60)
    /// 21 Nov 2026 at 09:15 UTC, an older offline copy.
    static let savedYesterday = now.addingTimeInterval(-(29 * 3600 + 15 * 60))

    static let ann = Contact(id: 1, name: "Ann Archer", phone: "+1 555 0101", address: "1 Main St, Springfield", company: "Acme")
    static let bob = Contact(id: 2, name: "Bob Brown", phone: "+1 555 0102", address: "2 Elm St, Shelbyville", company: "Globex")
    static let chloe = Contact(id: 3, name: "Chloé Durand", phone: "+33 1 23 45 67 89", address: "3 rue Haute, Paris", company: "Initech")
    /// The logged-in user's contacts, by name.
    static let contacts = [ann, bob, chloe]

    /// A gateway whose contact manager holds `contacts`.
    static func gateway(_ contacts: [Contact] = contacts) -> EntityGatewaySpy {
        let gateway = EntityGatewaySpy()
        gateway.contacts.contacts = contacts
        return gateway
    }

    /// A presenter wired to spies, with its view attached, writing times in UTC at ``now`` and
    /// speaking `language`.
    static func presenter(
        language: Language = .english
    ) -> (ContactListDefaultPresenter, ContactListViewSpy, ContactListInteractorSpy, ContactListRouterSpy) {
        let view = ContactListViewSpy()
        let interactor = ContactListInteractorSpy()
        let router = ContactListRouterSpy()
        let presenter = ContactListDefaultPresenter(interactor: interactor, router: router, timeZone: utc, language: language, now: { now })
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// A builder over `gateway` opening spies of the next modules, writing times in UTC and
    /// speaking `language`.
    static func builder(
        _ gateway: EntityGatewaySpy,
        detail: ContactDetailBuilderSpy = ContactDetailBuilderSpy(),
        history: OrderHistoryBuilderSpy = OrderHistoryBuilderSpy(),
        language: Language = .english
    ) -> ContactListDefaultBuilder {
        ContactListDefaultBuilder(gateway: gateway, detail: detail, orderHistory: history, timeZone: utc, language: language)
    }

    /// The module over `gateway` speaking `language`, shown in a new navigator and loaded.
    static func shownModule(
        _ gateway: EntityGatewaySpy,
        detail: ContactDetailBuilderSpy = ContactDetailBuilderSpy(),
        history: OrderHistoryBuilderSpy = OrderHistoryBuilderSpy(),
        language: Language = .english
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = builder(gateway, detail: detail, history: history, language: language).build()
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }

    /// The rows the presenter shows now, read through its indexed accessor.
    static func rows(of presenter: ContactListDefaultPresenter) -> [ContactListRowViewModel] {
        (0 ..< presenter.rowCount).map(presenter.row(at:))
    }

    /// The contact row view model of `contact`.
    static func row(_ contact: Contact) -> ContactListRowViewModel {
        .contact(ContactListContactViewModel(id: contact.id, name: contact.name, company: contact.company))
    }
}
