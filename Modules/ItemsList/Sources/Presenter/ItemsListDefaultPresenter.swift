import Domain
import Foundation
import ViperKit

/// The items list presenter.
///
/// It keeps the list as a total and a bounded cache of pages, so a list of a million items costs
/// what a list of a hundred does: the view reads only the rows on screen through
/// ``item(at:)``, and a row whose page is missing makes the presenter ask the interactor for that
/// one page. It formats items into ``ItemViewModel``s, drives the delete-all conversation and, as
/// the detail module's delegate, updates a changed item in place without reloading. Every word it
/// shows comes from the module's own string table, in the language of its ``Formatting``.
///
/// Its concerns are in one file each: the window, the pages and their failures (`+Paging`),
/// opening a detail and hearing back from it (`+Selection`), and Delete all (`+Deleting`); this
/// file holds the state and draws it. The state is internal only so those extensions can share
/// it; nothing outside the presenter touches it.
@MainActor
final class ItemsListDefaultPresenter: ItemsListPresenter, ItemsListInteractorOutput {
    weak var view: (any ItemsListView)?
    /// How many rows a page (and the visible window) holds.
    let pageSize: Int

    let interactor: any ItemsListInteractor
    let router: any ItemsListRouter
    let formatting: Formatting
    let strings: StringTable
    let errorWording: ServiceErrorWording
    let now: () -> Date

    /// The number of items, once the first page told it.
    var total: Int?
    /// The index of the first visible row.
    var windowOffset = 0
    var cache: PageCache<ItemViewModel>
    /// Pages asked for and not answered yet.
    var requestedPages: Set<Int> = []
    /// Pages whose load failed, not asked for again until the user retries.
    var failedPages: Set<Int> = []
    /// Why the first page failed, while the list has nothing to show.
    var loadFailure: String?
    /// Why a later page failed, shown as a notice above the rows.
    var pageFailure: String?
    /// When the oldest page shown from this device's copy was saved, while the API cannot be
    /// reached; a live page clears it.
    var offlineSince: Date?
    var isDeleting = false
    /// Whether the sample items are being added back.
    var isAddingSampleItems = false

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    /// - Parameters:
    ///   - formatting: How item dates are written ("14 Nov 2023 at 22:13"), and the language of the words.
    ///   - now: The current time, to tell a copy saved today from an older one in the offline notice.
    ///   - pageSize: How many rows a page holds.
    ///   - cacheCapacity: How many pages are kept at most.
    init(
        interactor: any ItemsListInteractor,
        router: any ItemsListRouter,
        formatting: Formatting,
        now: @escaping () -> Date = Date.init,
        pageSize: Int = 50,
        cacheCapacity: Int = 8
    ) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        let strings = StringTable(bundle: .module, language: formatting.language)
        self.strings = strings
        errorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "items.error", words: strings.word(for:))
        self.now = now
        self.pageSize = max(1, pageSize)
        self.cache = PageCache(capacity: cacheCapacity)
    }

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

    // MARK: - Drawing

    /// `item` as its row shows it: green when enabled, red when not, its date in `formatting`.
    func makeViewModel(_ item: Item) -> ItemViewModel {
        ItemViewModel(
            id: item.id,
            name: item.name,
            tone: item.enabled ? .positive : .negative,
            date: formatting.dayAndTime(item.date)
        )
    }

    /// Draws the title, the status (deleting, failed, empty, ready or loading, in that order of
    /// precedence), the notice and the toolbar; the rows are drawn by `showItems(in:)`.
    func render() {
        let status: ScreenStatus
        if isDeleting {
            status = .loading(strings["items.deleting"])
        } else if isAddingSampleItems {
            status = .loading(strings["items.adding-samples"])
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
                notice: pageFailure ?? offlineSince.map { strings.format("items.offline", formatting.savedAt($0, now: now())) },
                deleteAllTitle: strings["items.delete-all"],
                isDeleteAllEnabled: numberOfItems > 0 && !isDeleting,
                addSampleItemsTitle: total == 0 && !isDeleting && !isAddingSampleItems ? strings["items.add-samples"] : nil,
                retryTitle: loadFailure != nil || pageFailure != nil ? strings["items.retry"] : nil,
                placeholderTitle: strings["items.placeholder"]
            )
        )
    }
}
