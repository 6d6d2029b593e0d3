import Domain
import Foundation
import Testing
import ViperKit

@testable import ContactList

@MainActor
@Suite("Contact list presenter")
struct ContactListPresenterTests {
    @Test("on load it shows Contacts and Loading contacts…, with no rows, and asks the use case once")
    func load() throws {
        let (presenter, view, interactor, _) = ContactListFixtures.presenter()
        presenter.viewDidLoad()
        let shown = try #require(view.last)
        #expect(shown.title == "Contacts")
        #expect(shown.status == .loading("Loading contacts…"))
        #expect(shown.retryTitle == nil)
        #expect(shown.orderHistoryTitle == "Order history")
        #expect(shown.searchLabel == "Search by name")
        #expect(presenter.rowCount == 0)
        #expect(interactor.loadCount == 1)
        presenter.viewDidLoad()
        #expect(interactor.loadCount == 1, "a second load while one runs is not asked for")
    }

    @Test("Start, one contact each, End: one contact row each, shown once at End")
    func contacts() {
        let (presenter, view, _, _) = ContactListFixtures.presenter()
        presenter.viewDidLoad()
        let shownBefore = view.listShowCount
        presenter.presentContactListStart(cachedAt: nil)
        presenter.present(contact: ContactListPresentationModel(contact: ContactListFixtures.ann))
        presenter.present(contact: ContactListPresentationModel(contact: ContactListFixtures.bob))
        #expect(view.listShowCount == shownBefore, "the view sees no half list")
        presenter.presentContactListEnd()
        #expect(view.listShowCount == shownBefore + 1)
        #expect(
            ContactListFixtures.rows(of: presenter) == [
                ContactListFixtures.row(ContactListFixtures.ann), ContactListFixtures.row(ContactListFixtures.bob),
            ])
        #expect(presenter.cellKind(at: 0) == .subtitle)
        #expect(view.last?.status == .ready)
        #expect(view.last?.notice == nil)
        #expect(view.last?.retryTitle == nil)
    }

    @Test("no contacts is one row that reads exactly “No contacts found”, drawn as a message")
    func noContacts() {
        let (presenter, _, _, _) = ContactListFixtures.presenter()
        presenter.presentContactListStart(cachedAt: nil)
        presenter.presentNoContactsFound()
        presenter.presentContactListEnd()
        #expect(ContactListFixtures.rows(of: presenter) == [.noContacts(message: "No contacts found")])
        #expect(presenter.cellKind(at: 0) == .message)
    }

    @Test("a search matching nothing says so, naming the search")
    func noMatch() {
        let (presenter, _, _, _) = ContactListFixtures.presenter()
        presenter.presentContactListStart(cachedAt: nil)
        presenter.presentNoContacts(matching: "zed")
        presenter.presentContactListEnd()
        #expect(ContactListFixtures.rows(of: presenter) == [.noContacts(message: "No contacts match “zed”")])
        #expect(presenter.cellKind(at: 0) == .message)
    }

    @Test("a failed load is an error row with its reason, and a retry that loads again")
    func errorRow() {
        let (presenter, view, interactor, _) = ContactListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.presentContactListStart(cachedAt: nil)
        presenter.present(error: .unreachable)
        presenter.presentContactListEnd()
        #expect(ContactListFixtures.rows(of: presenter) == [.error(message: "Can't reach the server. Check your connection and try again.")])
        #expect(presenter.cellKind(at: 0) == .error)
        #expect(view.last?.status == .ready)
        #expect(view.last?.retryTitle == "Try again")
        presenter.didTapRetry()
        #expect(view.last?.status == .loading("Loading contacts…"))
        #expect(presenter.rowCount == 0)
        #expect(interactor.loadCount == 2)
    }

    @Test("an expired session reads as such in the error row")
    func unauthorized() {
        let (presenter, _, _, _) = ContactListFixtures.presenter()
        presenter.presentContactListStart(cachedAt: nil)
        presenter.present(error: .unauthorized)
        presenter.presentContactListEnd()
        #expect(ContactListFixtures.rows(of: presenter) == [.error(message: "Your session has expired. Log in again to continue.")])
    }

    @Test("a cancelled load adds no error row")
    func cancelled() {
        let (presenter, _, _, _) = ContactListFixtures.presenter()
        presenter.presentContactListStart(cachedAt: nil)
        presenter.present(error: .cancelled)
        presenter.presentContactListEnd()
        #expect(presenter.rowCount == 0)
    }

    @Test("contacts saved today show “Offline — showing contacts saved at 14:05” and a retry")
    func offlineToday() {
        let (presenter, view, _, _) = ContactListFixtures.presenter()
        presenter.presentContactListStart(cachedAt: ContactListFixtures.savedToday)
        presenter.present(contact: ContactListPresentationModel(contact: ContactListFixtures.ann))
        presenter.presentContactListEnd()
        #expect(view.last?.notice == "Offline — showing contacts saved at 14:05")
        #expect(view.last?.retryTitle == "Try again")
        #expect(presenter.rowCount == 1)
    }

    @Test("contacts saved on an earlier day name the day in the notice")
    func offlineEarlier() {
        let (presenter, view, _, _) = ContactListFixtures.presenter()
        presenter.presentContactListStart(cachedAt: ContactListFixtures.savedYesterday)
        presenter.presentNoContactsFound()
        presenter.presentContactListEnd()
        #expect(view.last?.notice == "Offline — showing contacts saved on 21 Nov 2026 at 09:15")
    }

    @Test("in German the offline notice says when the copy was saved in German: today by the time, earlier by the day")
    func offlineGerman() {
        let (presenter, view, _, _) = ContactListFixtures.presenter(language: .german)
        presenter.presentContactListStart(cachedAt: ContactListFixtures.savedToday)
        presenter.presentContactListEnd()
        #expect(view.last?.notice == "Offline — du siehst Kontakte, die um 14:05 gespeichert wurden")
        #expect(view.last?.retryTitle == "Erneut versuchen")
        presenter.presentContactListStart(cachedAt: ContactListFixtures.savedYesterday)
        presenter.presentContactListEnd()
        #expect(view.last?.notice == "Offline — du siehst Kontakte, die am 21. Nov. 2026, 09:15 gespeichert wurden")
    }

    @Test("in German an expired session reads as Domain's standard German sentence, and the module's own not-found sentence as its own")
    func errorsGerman() {
        let (presenter, _, _, _) = ContactListFixtures.presenter(language: .german)
        presenter.presentContactListStart(cachedAt: nil)
        presenter.present(error: .unauthorized)
        presenter.presentContactListEnd()
        #expect(ContactListFixtures.rows(of: presenter) == [.error(message: "Deine Sitzung ist abgelaufen. Melde dich erneut an, um fortzufahren.")])
        presenter.presentContactListStart(cachedAt: nil)
        presenter.present(error: .notFound)
        presenter.presentContactListEnd()
        #expect(ContactListFixtures.rows(of: presenter) == [.error(message: "Deine Kontakte wurden nicht gefunden.")])
    }

    @Test("a fresh list after an offline one clears the notice")
    func backOnline() {
        let (presenter, view, _, _) = ContactListFixtures.presenter()
        presenter.presentContactListStart(cachedAt: ContactListFixtures.savedToday)
        presenter.presentContactListEnd()
        presenter.presentContactListStart(cachedAt: nil)
        presenter.presentContactListEnd()
        #expect(view.last?.notice == nil)
    }

    @Test("a search trims the text, keeps it in the field and asks the use case")
    func search() {
        let (presenter, view, interactor, _) = ContactListFixtures.presenter()
        presenter.didSearch(text: "  ann \n")
        #expect(interactor.searches == ["ann"])
        #expect(view.last?.searchText == "ann")
        #expect(interactor.loadCount == 0)
    }

    @Test("selecting a contact shown routes to it; an id not shown routes nowhere")
    func select() {
        let (presenter, _, _, router) = ContactListFixtures.presenter()
        presenter.presentContactListStart(cachedAt: nil)
        presenter.present(contact: ContactListPresentationModel(contact: ContactListFixtures.bob))
        presenter.presentContactListEnd()
        presenter.didSelectContact(id: 2)
        presenter.didSelectContact(id: 99)
        #expect(router.contacts == [2])
    }

    @Test("Order history routes to the order history")
    func orderHistory() {
        let (presenter, _, _, router) = ContactListFixtures.presenter()
        presenter.didTapOrderHistory()
        #expect(router.orderHistoryCount == 1)
    }
}
