import Domain
import Foundation
import Testing
import ViperKit

@testable import ContactDetail

@MainActor
@Suite("Contact detail presenter")
struct ContactDetailPresenterTests {
    let ann = ContactDetailPresentationModel(contact: ContactDetailFixtures.ann, cachedAt: nil)

    func present(_ presenter: ContactDetailDefaultPresenter, orders: [Order], cachedAt: Date? = nil) {
        presenter.present(contact: ann)
        presenter.presentOrderListStart(cachedAt: cachedAt)
        if orders.isEmpty { presenter.presentNoOrders() }
        for order in orders { presenter.present(order: ContactDetailOrderPresentationModel(order: order)) }
        presenter.presentOrderListEnd()
    }

    @Test("on load it shows Loading contact… and asks the use case for its contact")
    func load() {
        let (presenter, view, interactor, _) = ContactDetailFixtures.presenter()
        presenter.viewDidLoad()
        #expect(view.loadings == [.init(title: "Contact", message: "Loading contact…")])
        #expect(interactor.loads == [3])
        presenter.viewDidLoad()
        #expect(interactor.loads == [3], "a second load while one runs is not asked for")
    }

    @Test("the contact shows its name as title, phone with a tel: link, address, company and New order")
    func contact() throws {
        let (presenter, view, _, _) = ContactDetailFixtures.presenter()
        presenter.viewDidLoad()
        present(presenter, orders: [])
        let shown = try #require(view.contacts.last)
        #expect(shown.title == "Ann Archer")
        #expect(
            shown.rows == [
                ContactDetailRowViewModel(id: "phone", title: "Phone", detail: "+1 (555) 010-1", link: URL(string: "tel:+15550101")),
                ContactDetailRowViewModel(id: "address", title: "Address", detail: "1 Main St, Springfield"),
                ContactDetailRowViewModel(id: "company", title: "Company", detail: "Acme"),
            ])
        #expect(shown.ordersTitle == "Orders")
        #expect(shown.newOrderTitle == "New order")
        #expect(shown.notice == nil)
        #expect(shown.retryTitle == nil)
    }

    @Test("no orders is one “No orders yet” message row")
    func noOrders() {
        let (presenter, view, _, _) = ContactDetailFixtures.presenter()
        present(presenter, orders: [])
        #expect(view.orderRows == [.noOrders(message: "No orders yet")])
        #expect(presenter.orderCellKind(at: 0) == .message)
    }

    @Test("an order row: product, × quantity, total as currency, date in the fixed zone, Sent, Pending, or Not sent when the server refused it")
    func orderRows() {
        let (presenter, view, _, _) = ContactDetailFixtures.presenter()
        present(
            presenter,
            orders: [
                ContactDetailFixtures.order("a", product: "Toner", quantity: 12, totalCents: 123_450, daysAgo: 1, status: .pending),
                ContactDetailFixtures.order("b", product: "Paper", quantity: 2, totalCents: 5, daysAgo: 3, status: .sent),
                ContactDetailFixtures.order("c", product: "Ink", quantity: 1, totalCents: 999, daysAgo: 4, status: .refused),
            ])
        #expect(
            view.orderRows == [
                .order(
                    ContactDetailOrderViewModel(
                        id: "a", product: "Toner", quantity: "× 12", total: "US$1,234.50",
                        date: "21 Nov 2026 at 14:30", status: "Pending", statusTone: .secondary
                    )),
                .order(
                    ContactDetailOrderViewModel(
                        id: "b", product: "Paper", quantity: "× 2", total: "US$0.05",
                        date: "19 Nov 2026 at 14:30", status: "Sent", statusTone: .positive
                    )),
                .order(
                    ContactDetailOrderViewModel(
                        id: "c", product: "Ink", quantity: "× 1", total: "US$9.99",
                        date: "18 Nov 2026 at 14:30", status: "Not sent", statusTone: .negative
                    )),
            ])
        #expect(presenter.orderRowCount == 3)
        #expect(presenter.orderCellKind(at: 1) == .subtitle)
    }

    @Test(
        "totals are US dollars written for the language, whatever the machine's locale",
        arguments: [
            (0, Language.english, "US$0.00"), (1_080, .english, "US$10.80"), (123_450, .english, "US$1,234.50"),
            (100_000_000, .english, "US$1,000,000.00"), (123_450, .german, "1.234,50\u{A0}$"), (100_000_000, .german, "1.000.000,00\u{A0}$"),
        ])
    func currency(cents: Int, language: Language, text: String) throws {
        let (presenter, view, _, _) = ContactDetailFixtures.presenter(language: language)
        present(presenter, orders: [ContactDetailFixtures.order("a", totalCents: cents)])
        guard case .order(let row) = try #require(view.orderRows.first) else {
            Issue.record("not an order row")
            return
        }
        #expect(row.total == text)
    }

    @Test("the offline copy shows “Offline — showing the contact saved at 14:05” and a retry")
    func offline() throws {
        let (presenter, view, interactor, _) = ContactDetailFixtures.presenter()
        presenter.present(contact: ContactDetailPresentationModel(contact: ContactDetailFixtures.ann, cachedAt: ContactDetailFixtures.savedToday))
        presenter.presentOrderListStart(cachedAt: nil)
        presenter.presentNoOrders()
        presenter.presentOrderListEnd()
        let shown = try #require(view.contacts.last)
        #expect(shown.notice == "Offline — showing the contact saved at 14:05")
        #expect(shown.retryTitle == "Try again")
        presenter.didTapRetry()
        #expect(interactor.loads == [3])
        #expect(view.loadings.last == .init(title: "Ann Archer", message: "Loading contact…"))
    }

    @Test("in German the offline notice, the quantity, the date and the status are German, numbers grouped the German way")
    func german() throws {
        let (presenter, view, _, _) = ContactDetailFixtures.presenter(language: .german)
        presenter.present(contact: ContactDetailPresentationModel(contact: ContactDetailFixtures.ann, cachedAt: ContactDetailFixtures.savedToday))
        presenter.presentOrderListStart(cachedAt: nil)
        presenter.present(
            order: ContactDetailOrderPresentationModel(
                order: ContactDetailFixtures.order("a", product: "Toner", quantity: 1_200, totalCents: 5, daysAgo: 1, status: .refused)))
        presenter.presentOrderListEnd()
        #expect(view.contacts.last?.notice == "Offline — du siehst den Kontakt, wie er um 14:05 gespeichert wurde")
        #expect(
            view.orderRows == [
                .order(
                    ContactDetailOrderViewModel(
                        id: "a", product: "Toner", quantity: "× 1.200", total: "0,05\u{A0}$",
                        date: "21. Nov. 2026, 14:30", status: "Nicht gesendet", statusTone: .negative
                    ))
            ])
        presenter.present(error: .notFound)
        #expect(view.errors.last == ContactDetailErrorViewModel(title: "Kontakt", message: "Diesen Kontakt gibt es nicht mehr.", retryTitle: nil))
    }

    @Test("offline orders alone also show the notice")
    func offlineOrders() {
        let (presenter, view, _, _) = ContactDetailFixtures.presenter()
        present(presenter, orders: [], cachedAt: ContactDetailFixtures.savedToday)
        #expect(view.contacts.last?.notice == "Offline — showing the contact saved at 14:05")
    }

    @Test("a contact that failed to load is the error view, with a retry that loads again")
    func error() {
        let (presenter, view, interactor, _) = ContactDetailFixtures.presenter()
        presenter.viewDidLoad()
        presenter.present(error: .unreachable)
        #expect(
            view.errors == [
                ContactDetailErrorViewModel(
                    title: "Contact", message: "Can't reach the server. Check your connection and try again.", retryTitle: "Try again"
                )
            ])
        #expect(view.contacts.isEmpty)
        presenter.didTapRetry()
        #expect(interactor.loads == [3, 3])
    }

    @Test("a contact that no longer exists says so, with nothing to retry")
    func notFound() {
        let (presenter, view, _, _) = ContactDetailFixtures.presenter()
        presenter.present(error: .notFound)
        #expect(view.errors.last == ContactDetailErrorViewModel(title: "Contact", message: "This contact no longer exists.", retryTitle: nil))
    }

    @Test("orders that failed to load are an error row under the contact")
    func ordersError() {
        let (presenter, view, _, _) = ContactDetailFixtures.presenter()
        presenter.present(contact: ann)
        presenter.presentOrderListStart(cachedAt: nil)
        presenter.present(ordersError: .unreachable)
        presenter.presentOrderListEnd()
        #expect(view.contacts.count == 1)
        #expect(view.orderRows == [.error(message: "Can't reach the server. Check your connection and try again.")])
        #expect(presenter.orderCellKind(at: 0) == .error)
    }

    @Test("New order routes to order entry for this contact with the presenter as delegate; not before the contact is shown")
    func newOrder() {
        let (presenter, _, _, router) = ContactDetailFixtures.presenter()
        presenter.didTapNewOrder()
        #expect(router.newOrderContactIDs.isEmpty)
        present(presenter, orders: [])
        presenter.didTapNewOrder()
        #expect(router.newOrderContactIDs == [3])
        #expect(router.lastDelegate === presenter)
    }

    @Test("a saved order reported by order entry goes to the use case")
    func savedOrder() {
        let (presenter, _, interactor, _) = ContactDetailFixtures.presenter()
        let order = ContactDetailFixtures.order("fresh", daysAgo: 0)
        presenter.orderEntry(didSave: order)
        #expect(interactor.savedOrders == [order])
    }
}
