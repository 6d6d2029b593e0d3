import Account
import Testing
import ViperKit

@MainActor
@Suite("Account presenter")
struct AccountPresenterTests {
    @Test("on load it shows Loading and asks for the first page")
    func load() {
        let (presenter, view, interactor, _) = AccountFixtures.presenter()
        presenter.viewDidLoad()
        #expect(view.last?.title == "Account")
        #expect(view.last?.status == .loading("Loading Account…"))
        #expect(view.last?.window == nil)
        #expect(interactor.requests == [.init(offset: 0, limit: 20)])
    }

    @Test("a page shows its rows in a window of the whole list")
    func page() throws {
        let (presenter, view, _, _) = AccountFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(AccountFixtures.page())
        let shown = try #require(view.last)
        #expect(shown.status == .ready)
        #expect(shown.rows.count == 20)
        #expect(shown.rows.first == AccountRowViewModel(id: "1", title: "Account 1", detail: "Sample record number 1"))
        #expect(shown.window == RowWindow(offset: 0, pageSize: 20, total: 42))
    }

    @Test("an empty list says there is nothing yet")
    func empty() {
        let (presenter, view, _, _) = AccountFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(AccountFixtures.page(count: 0, total: 0))
        #expect(view.last?.status == .empty("Nothing here yet."))
    }

    @Test("scrolling asks for the page at the new offset, and not again for the page shown")
    func scroll() {
        let (presenter, _, interactor, _) = AccountFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(AccountFixtures.page())
        presenter.didScroll(to: 0)
        presenter.didScroll(to: 20)
        #expect(interactor.requests == [.init(offset: 0, limit: 20), .init(offset: 20, limit: 20)])
    }

    @Test("selecting a row sends the record through the router and shows it")
    func select() {
        let (presenter, view, _, router) = AccountFixtures.presenter()
        presenter.didLoad(AccountFixtures.page())
        presenter.didSelectRecord(id: "3")
        #expect(router.selected.map(\.id) == ["3"])
        #expect(view.message?.title == "Account 3")
        presenter.didDismissMessage()
        #expect(view.message == nil)
        presenter.didSelectRecord(id: "999")
        #expect(router.selected.count == 1, "a row not shown is ignored")
    }

    @Test("a failure shows its message with a retry that loads the same page again")
    func failureThenRetry() {
        let (presenter, view, interactor, _) = AccountFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoad(.unreachable)
        #expect(view.last?.status == .failed("Couldn't load Account. Check your connection and try again."))
        #expect(view.last?.retryTitle == "Try again")
        presenter.didTapRetry()
        #expect(view.last?.status == .loading("Loading Account…"))
        #expect(interactor.requests.count == 2)
    }
}
