import Domain
import Foundation
import ItemDetailInterface
import ViperKit

/// The items list presenter.
///
/// It keeps the list as a total and a bounded cache of pages, so a list of a million items costs
/// what a list of a hundred does: the view reads only the rows on screen through
/// ``item(at:)``, and a row whose page is missing makes the presenter ask the interactor for that
/// one page. It formats items into ``ItemViewModel``s, drives the delete-all conversation and, as
/// the detail module's delegate, updates a changed item in place without reloading. Every word it
/// shows comes from the module's own string table, in the language of its ``Formatting``.
@MainActor
final class ItemsListDefaultPresenter: ItemsListPresenter, ItemsListInteractorOutput, ItemDetailDelegate {
    /// The view, held weakly: the view holds the presenter.
    weak var view: (any ItemsListView)?
    /// How many rows a page (and the visible window) holds.
    let pageSize: Int

    private let interactor: any ItemsListInteractor
    private let router: any ItemsListRouter
    private let dates: Formatting
    private let strings: StringTable
    private let errorWording: ServiceErrorWording

    /// The number of items, once the first page told it.
    private var total: Int?
    /// The index of the first visible row.
    private var windowOffset = 0
    private var cache: PageCache<ItemViewModel>
    /// Pages asked for and not answered yet.
    private var requestedPages: Set<Int> = []
    /// Pages whose load failed, not asked for again until the user retries.
    private var failedPages: Set<Int> = []
    /// Why the first page failed, while the list has nothing to show.
    private var loadFailure: String?
    /// Why a later page failed, shown as a notice above the rows.
    private var pageFailure: String?
    /// When the oldest page shown from this device's copy was saved, while the API cannot be
    /// reached; a live page clears it.
    private var offlineSince: Date?
    private let now: () -> Date
    private var isDeleting = false

    /// Creates the presenter; it holds `interactor` and `router` strongly, and shows its words in
    /// the language of `dates`, from the module's own string table.
    /// - Parameters:
    ///   - dates: How item dates are written ("14 Nov 2023 at 22:13"), and the language of the words.
    ///   - now: The current time, to tell a copy saved today from an older one in the offline notice.
    ///   - pageSize: How many rows a page holds.
    ///   - cacheCapacity: How many pages are kept at most.
    init(
        interactor: any ItemsListInteractor,
        router: any ItemsListRouter,
        dates: Formatting = Formatting(),
        now: @escaping () -> Date = Date.init,
        pageSize: Int = 50,
        cacheCapacity: Int = 8
    ) {
        self.interactor = interactor
        self.router = router
        self.dates = dates
        let strings = StringTable(bundle: .module, language: dates.language)
        self.strings = strings
        errorWording = .itemsList(strings)
        self.now = now
        self.pageSize = max(1, pageSize)
        self.cache = PageCache(capacity: cacheCapacity)
    }

    /// How many pages are cached now (never more than the capacity, plus the pages on screen).
    var cachedPageCount: Int { cache.count }

    /// The visible window of rows.
    var window: RowWindow {
        RowWindow(offset: windowOffset, pageSize: pageSize, total: total ?? 0)
    }

    // MARK: - ItemsListPresenter

    /// The list's total, 0 until the first page arrives.
    var numberOfItems: Int { total ?? 0 }

    /// The cached item at `index`; a miss asks the interactor for its page (once) and returns `nil`.
    func item(at index: Int) -> ItemViewModel? {
        guard let total, index >= 0, index < total else { return nil }
        let page = index / pageSize
        guard let items = cache.page(page) else {
            requestPage(page)
            return nil
        }
        let position = index - page * pageSize
        return items.indices.contains(position) ? items[position] : nil
    }

    /// Shows "Loading items…" (in the table's language) and asks for the first page only.
    func viewDidLoad() {
        startLoading()
    }

    /// Moves the window to `offset`, clamped into the list, and shows its rows.
    func didScroll(to offset: Int) {
        windowOffset = clamped(offset)
        guard total != nil else { return }
        view?.showItems(in: window)
    }

    /// Routes to the item's detail, with this presenter as its delegate.
    func didSelectItem(id: Int64) {
        router.routeToDetail(id: id, delegate: self)
    }

    /// Asks for confirmation, unless the list is empty or being deleted.
    func didTapDeleteAll() {
        guard numberOfItems > 0, !isDeleting else { return }
        view?.showDeleteAllConfirmation(
            title: strings["items.confirm.title"],
            message: strings["items.confirm.message"],
            confirmTitle: strings["items.confirm.delete"],
            cancelTitle: strings["items.confirm.cancel"]
        )
    }

    /// Clears the confirmation and asks the interactor to delete every item.
    func didConfirmDeleteAll() {
        view?.hideAlert()
        guard numberOfItems > 0, !isDeleting else { return }
        isDeleting = true
        render()
        interactor.deleteAll()
    }

    /// Clears the confirmation; nothing is deleted.
    func didCancelDeleteAll() {
        view?.hideAlert()
    }

    /// Clears the Success or Error popup.
    func didDismissMessage() {
        view?.hideAlert()
    }

    /// Loads the first page again after it failed, or the failed pages of the window.
    func didTapRetry() {
        if total == nil {
            startLoading()
        } else {
            failedPages = []
            pageFailure = nil
            render()
            view?.showItems(in: window)
        }
    }

    // MARK: - ItemsListInteractorOutput

    /// Caches the page (dropping the least recently used ones over capacity) and shows it if visible.
    func didLoad(_ page: ItemPage, cachedAt: Date?) {
        offlineSince = cachedAt.map { min($0, offlineSince ?? $0) }
        let number = page.offset / pageSize
        requestedPages.remove(number)
        failedPages.remove(number)
        let totalChanged = total != page.total
        total = page.total
        loadFailure = nil
        if totalChanged { windowOffset = clamped(windowOffset) }
        cache.insert(page.items.map(makeViewModel), at: number, pinned: visiblePages)
        render()
        if totalChanged || visiblePages?.contains(number) == true {
            view?.showItems(in: window)
        }
    }

    /// Shows the failure: in place of the list for the first page, as a notice for a later one.
    func didFailToLoadPage(at offset: Int, error: ServiceError) {
        let number = offset / pageSize
        requestedPages.remove(number)
        guard error != .cancelled else { return }
        if total == nil {
            loadFailure = errorWording.message(for: error)
        } else {
            failedPages.insert(number)
            pageFailure = strings.format("items.page-failed", errorWording.message(for: error))
        }
        render()
    }

    /// Empties the list and shows "Success" / "Operation completed".
    func didDeleteAll(count: Int) {
        isDeleting = false
        interactor.cancelPageLoads()
        requestedPages = []
        failedPages = []
        pageFailure = nil
        cache.removeAll()
        total = 0
        windowOffset = 0
        render()
        view?.showItems(in: window)
        view?.showMessage(
            title: strings["items.success.title"], message: strings["items.success.message"], dismissTitle: strings["items.ok"])
    }

    /// Shows an Error popup; the list stays.
    func didFailToDeleteAll(_ error: ServiceError) {
        isDeleting = false
        render()
        guard error != .cancelled else { return }
        view?.showMessage(title: strings["items.failure.title"], message: errorWording.message(for: error), dismissTitle: strings["items.ok"])
    }

    // MARK: - ItemDetailDelegate

    /// Updates the changed item in the cache and its row, if shown, without asking the service.
    func itemDetail(didUpdate item: Item) {
        guard let (page, position) = cache.replaceFirst(where: { $0.id == item.id }, with: makeViewModel(item)) else {
            return
        }
        view?.reloadItem(at: page * pageSize + position)
    }

    // MARK: - Helpers

    private func startLoading() {
        loadFailure = nil
        render()
        requestPage(windowOffset / pageSize)
    }

    private func requestPage(_ number: Int) {
        guard !requestedPages.contains(number), !failedPages.contains(number) else { return }
        requestedPages.insert(number)
        interactor.loadPage(offset: number * pageSize, limit: pageSize)
    }

    /// `offset` moved into the list: not below 0, and not past the start of the last page.
    private func clamped(_ offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        guard let total else { return offset }
        guard total > 0 else { return 0 }
        return offset < total ? offset : (total - 1) / pageSize * pageSize
    }

    /// The pages the visible window covers.
    private var visiblePages: ClosedRange<Int>? {
        let indices = window.indices
        guard let last = indices.last else { return nil }
        return indices.lowerBound / pageSize ... last / pageSize
    }

    private func makeViewModel(_ item: Item) -> ItemViewModel {
        ItemViewModel(
            id: item.id,
            name: item.name,
            tone: item.enabled ? .positive : .negative,
            date: dates.dayAndTime(item.date)
        )
    }

    private func render() {
        let status: ScreenStatus
        if isDeleting {
            status = .loading(strings["items.deleting"])
        } else if let loadFailure {
            status = .failed(loadFailure)
        } else if let total {
            status = total == 0 ? .empty(strings["items.empty"]) : .ready
        } else {
            status = .loading(strings["items.loading"])
        }
        view?.display(
            ItemsListViewModel(
                title: strings["items.title"],
                status: status,
                notice: pageFailure ?? offlineSince.map { strings.format("items.offline", dates.savedAt($0, now: now())) },
                deleteAllTitle: strings["items.delete-all"],
                isDeleteAllEnabled: numberOfItems > 0 && !isDeleting,
                retryTitle: loadFailure != nil || pageFailure != nil ? strings["items.retry"] : nil,
                placeholderTitle: strings["items.placeholder"]
            )
        )
    }
}
