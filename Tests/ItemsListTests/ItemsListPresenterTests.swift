import Domain
import Fakes
@testable import ItemsList
import Testing
import ViperKit

@MainActor
@Suite("Items list presenter")
struct ItemsListPresenterTests {
    typealias PageRequest = ItemsListInteractorSpy.PageRequest

    // MARK: Loading

    @Test("on load it shows Loading items… and asks for the first page only")
    func load() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        #expect(view.last?.title == "Items")
        #expect(view.last?.status == .loading("Loading items…"))
        #expect(view.last?.isDeleteAllEnabled == false)
        #expect(interactor.pageRequests == [PageRequest(offset: 0, limit: 50)])
    }

    @Test("the first page makes the list ready and shows the first window without asking again")
    func firstPage() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 120))
        #expect(view.last?.status == .ready)
        #expect(view.last?.isDeleteAllEnabled == true)
        #expect(view.windows.last == RowWindow(offset: 0, pageSize: 50, total: 120))
        #expect(presenter.numberOfItems == 120)
        #expect(view.rows.count == 50 && view.rows.allSatisfy { $0 != nil })
        #expect(interactor.pageRequests.count == 1)
    }

    @Test("an item is shown as its name, green or red by state, and its date in a fixed format")
    func itemViewModel() throws {
        let (presenter, _, _, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 2))
        #expect(presenter.item(at: 0) == ItemViewModel(id: 1, name: "Item 1", tone: .positive, date: "14 Nov 2023 at 22:14"))
        #expect(presenter.item(at: 1) == ItemViewModel(id: 2, name: "Item 2", tone: .negative, date: "14 Nov 2023 at 22:15"))
    }

    @Test("dates follow the injected time zone")
    func timeZone() throws {
        let interactor = ItemsListInteractorSpy()
        let presenter = ItemsListDefaultPresenter(
            interactor: interactor,
            router: ItemsListRouterSpy(),
            dateStyle: ItemsListDefaultPresenter.dateStyle(timeZone: try #require(.init(identifier: "Asia/Tokyo")))
        )
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 1))
        #expect(presenter.item(at: 0)?.date == "15 Nov 2023 at 7:14")
    }

    @Test("an empty list says No items and cannot be deleted")
    func empty() {
        let (presenter, view, _, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemPage(items: [], offset: 0, total: 0))
        #expect(view.last?.status == .empty("No items"))
        #expect(view.last?.isDeleteAllEnabled == false)
        presenter.didTapDeleteAll()
        #expect(view.alert == nil)
    }

    @Test("a failed first load shows the failure with a retry that loads again")
    func firstLoadFails() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoadPage(at: 0, error: .unreachable)
        #expect(view.last?.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(view.last?.retryTitle == "Try again")
        presenter.didTapRetry()
        #expect(view.last?.status == .loading("Loading items…"))
        #expect(view.last?.retryTitle == nil)
        #expect(interactor.pageRequests == [PageRequest(offset: 0, limit: 50), PageRequest(offset: 0, limit: 50)])
    }

    // MARK: Paging

    @Test("a row whose page is missing is nil and asks for that page once")
    func missingPage() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        view.readsRows = false
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 1_000))
        #expect(presenter.item(at: 175) == nil)
        #expect(presenter.item(at: 199) == nil)
        #expect(interactor.pageRequests.last == PageRequest(offset: 150, limit: 50))
        #expect(interactor.pageRequests.count == 2)
        presenter.didLoad(ItemsListFixtures.page(offset: 150, total: 1_000))
        #expect(presenter.item(at: 175)?.id == 176)
    }

    @Test("rows outside the list are nil and ask for nothing", arguments: [-1, 120, Int.max])
    func outsideTheList(index: Int) {
        let (presenter, _, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 120))
        #expect(presenter.item(at: index) == nil)
        #expect(interactor.pageRequests.count == 1)
    }

    @Test("scrolling moves the window and asks only for the pages it needs")
    func scrolling() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 1_000_000))
        presenter.didScroll(to: 999_950)
        #expect(view.windows.last == RowWindow(offset: 999_950, pageSize: 50, total: 1_000_000))
        #expect(interactor.pageRequests == [PageRequest(offset: 0, limit: 50), PageRequest(offset: 999_950, limit: 50)])
    }

    @Test(
        "bad offsets are clamped into the list",
        arguments: [(-10, 0), (Int.min, 0), (119, 119), (120, 100), (5_000, 100), (Int.max, 100)]
    )
    func clamping(offset: Int, expected: Int) {
        let (presenter, view, _, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 120))
        presenter.didScroll(to: offset)
        #expect(view.windows.last?.offset == expected)
        #expect(presenter.window.offset == expected)
    }

    @Test("a window across two pages asks for both")
    func windowAcrossPages() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 1_000))
        presenter.didScroll(to: 425)
        #expect(view.windows.last == RowWindow(offset: 425, pageSize: 50, total: 1_000))
        #expect(interactor.pageRequests.dropFirst() == [PageRequest(offset: 400, limit: 50), PageRequest(offset: 450, limit: 50)])
    }

    @Test("the page cache stays bounded however far the user scrolls")
    func boundedCache() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter(cacheCapacity: 8)
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 1_000_000))
        for page in 1 ... 40 {
            presenter.didScroll(to: page * 50)
            presenter.didLoad(ItemsListFixtures.page(offset: page * 50, total: 1_000_000))
            #expect(presenter.cachedPageCount <= 8)
        }
        #expect(interactor.pageRequests.count == 41)
        #expect(presenter.item(at: 40 * 50)?.id == 2_001, "the page on screen is kept")
        presenter.didScroll(to: 0)
        #expect(view.windows.last?.offset == 0)
        #expect(interactor.pageRequests.last == PageRequest(offset: 0, limit: 50), "an evicted page is asked for again")
    }

    @Test("a failed later page shows a notice, is not asked again until retry, then is")
    func laterPageFails() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 1_000))
        presenter.didScroll(to: 500)
        presenter.didFailToLoadPage(at: 500, error: .timeout)
        #expect(view.last?.status == .ready)
        #expect(view.last?.notice == "Some items couldn't be loaded. Can't reach the server. Check your connection and try again.")
        #expect(view.last?.retryTitle == "Try again")
        let requests = interactor.pageRequests.count
        presenter.didScroll(to: 500)
        #expect(interactor.pageRequests.count == requests)
        presenter.didTapRetry()
        #expect(view.last?.notice == nil)
        #expect(interactor.pageRequests.count == requests + 1)
    }

    @Test("a total that changed moves the window back into the list")
    func totalShrinks() {
        let (presenter, view, _, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 1_000))
        presenter.didScroll(to: 900)
        presenter.didLoad(ItemsListFixtures.page(offset: 900, total: 120))
        #expect(view.windows.last == RowWindow(offset: 100, pageSize: 50, total: 120))
    }

    // MARK: Selecting

    @Test("selecting an item routes to its detail with the presenter as delegate")
    func select() {
        let (presenter, _, _, router) = ItemsListFixtures.presenter()
        presenter.didSelectItem(id: 3)
        #expect(router.detailIDs == [3])
        #expect(router.delegates.first.flatMap { $0 } === presenter)
    }

    @Test("an item changed in its detail updates its row in place, without asking the service")
    func detailUpdate() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 120))
        var item = FakeItems.item(id: 3)
        item.enabled = false
        presenter.itemDetail(didUpdate: item)
        #expect(presenter.item(at: 2)?.tone == .negative)
        #expect(view.reloadedIndexes == [2])
        #expect(interactor.pageRequests.count == 1)
        presenter.itemDetail(didUpdate: FakeItems.item(id: 999))
        #expect(view.reloadedIndexes == [2], "an item not cached changes nothing")
    }

    // MARK: Deleting

    @Test("Delete all asks for confirmation first")
    func deleteAllAsks() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 120))
        presenter.didTapDeleteAll()
        #expect(view.alert == .confirmation(
            title: "Delete all items?",
            message: "Every item will be deleted. This cannot be undone.",
            confirmTitle: "Delete",
            cancelTitle: "Cancel"
        ))
        #expect(interactor.deleteAllCount == 0)
    }

    @Test("cancelling the confirmation clears it and deletes nothing")
    func deleteAllCancelled() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 120))
        presenter.didTapDeleteAll()
        presenter.didCancelDeleteAll()
        #expect(view.alert == nil)
        #expect(interactor.deleteAllCount == 0)
    }

    @Test("confirming deletes, then the list is empty and Success says Operation completed")
    func deleteAllSucceeds() {
        let (presenter, view, interactor, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 120))
        presenter.didTapDeleteAll()
        presenter.didConfirmDeleteAll()
        #expect(view.alert == nil)
        #expect(view.last?.status == .loading("Deleting items…"))
        #expect(view.last?.isDeleteAllEnabled == false)
        #expect(interactor.deleteAllCount == 1)
        presenter.didDeleteAll(count: 120)
        #expect(view.last?.status == .empty("No items"))
        #expect(view.windows.last == RowWindow(offset: 0, pageSize: 50, total: 0))
        #expect(view.alert == .message(title: "Success", message: "Operation completed", dismissTitle: "OK"))
        #expect(interactor.cancelCount == 1, "page loads of the old list are cancelled")
        presenter.didDismissMessage()
        #expect(view.alert == nil)
    }

    @Test("a failed delete shows Error with a clear message and keeps the list")
    func deleteAllFails() {
        let (presenter, view, _, _) = ItemsListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(ItemsListFixtures.page(offset: 0, total: 120))
        presenter.didTapDeleteAll()
        presenter.didConfirmDeleteAll()
        presenter.didFailToDeleteAll(.server(status: 500, message: "boom"))
        #expect(view.alert == .message(title: "Error", message: "The server had a problem. Try again in a moment.", dismissTitle: "OK"))
        #expect(view.last?.status == .ready)
        #expect(presenter.numberOfItems == 120)
        #expect(presenter.item(at: 0)?.id == 1)
    }
}
