import ContactDetailTesting
import Domain
import DomainTesting
import Foundation
import OrderHistoryTesting
import ViperKit

@testable import ContactList

/// The contact list's builder over a scripted gateway and stand-ins of the modules it opens, the
/// events its screen sends, and the screen mutations several tests share.
@MainActor
enum ContactListFixtures {
    nonisolated static let utc = TimeZone(identifier: "UTC")!
    /// 22 Nov 2026 at 14:30 UTC, the tests' "now".
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_357_800)
    /// 22 Nov 2026 at 14:05 UTC, when an offline copy was saved.
    nonisolated static let savedToday = now.addingTimeInterval(-25 * 60)
    /// 21 Nov 2026 at 09:15 UTC, an older offline copy.
    nonisolated static let savedYesterday = now.addingTimeInterval(-(29 * 3600 + 15 * 60))

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

    /// A builder over `gateway` opening `detail` and `history`, writing times in UTC at ``now``
    /// and speaking `language`.
    static func builder(
        _ gateway: EntityGatewaySpy = gateway(),
        detail: ContactDetailBuilderSpy = ContactDetailBuilderSpy(),
        history: OrderHistoryBuilderSpy = OrderHistoryBuilderSpy(),
        language: Language = .english
    ) -> ContactListDefaultBuilder {
        ContactListDefaultBuilder(
            gateway: gateway,
            detail: detail,
            orderHistory: history,
            formatting: Formatting(timeZone: utc, language: language),
            now: { now }
        )
    }

    // MARK: - Events

    /// The search button, with `text` in the search field.
    static func search(_ text: String) -> ViewEvent {
        .action("search", form: ["query": text])
    }

    /// The Try again button.
    static let retry = ViewEvent.action("retry", form: [:])
    /// The Order history button.
    static let orderHistory = ViewEvent.action("order-history", form: [:])

    /// Selecting the row `row` of the contacts section.
    static func select(_ row: String) -> ViewEvent {
        .select(section: "contacts", row: row)
    }

    // MARK: - Screen

    /// The search field showing `text`, and its button.
    static func form(_ text: String = "") -> ScreenForm {
        ScreenForm(
            fields: [ScreenField(id: "query", label: "Search by name", value: text, kind: .search)],
            submit: ScreenAction(id: "search", title: "Search")
        )
    }

    /// The toolbar: Order history, and Try again after a failure or while offline.
    static func actions(retry: Bool = false) -> [ScreenAction] {
        [ScreenAction(id: "order-history", title: "Order history")]
            + (retry ? [ScreenAction(id: "retry", title: "Try again", role: .primary)] : [])
    }

    /// What opening changes: the title, Loading contacts…, the empty search field, Order history.
    static func loading(_ screen: inout Screen) {
        screen.title = "Contacts"
        screen.status = .loading("Loading contacts…")
        screen.form = form()
        screen.actions = actions()
    }

    /// The row of `contact`: its name over its phone number, selectable, keyed by its id.
    static func row(_ contact: Contact) -> ScreenRow {
        ScreenRow(id: String(contact.id), kind: .subtitle, title: contact.name, detail: contact.phone, isSelectable: true)
    }

    /// The message row that there is no contact to show.
    static func message(_ text: String) -> ScreenRow {
        ScreenRow(id: "no-contacts", kind: .message, title: text, tone: .secondary, height: .fill)
    }

    /// The error row saying why the contacts could not be loaded.
    static func error(_ text: String) -> ScreenRow {
        ScreenRow(id: "error", kind: .error, title: text, tone: .negative, height: .fill)
    }

    /// The list shows `rows` (no section at all when there are none).
    static func rows(_ rows: [ScreenRow]) -> (inout Screen) -> Void {
        { screen in
            screen.sections = rows.isEmpty ? [] : [ScreenSection(id: "contacts", rows: rows)]
        }
    }

    /// The list shows a row per contact of `contacts`.
    static func rows(of contacts: [Contact]) -> (inout Screen) -> Void {
        rows(contacts.map(row))
    }
}
