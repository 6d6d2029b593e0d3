import Domain
import Foundation

extension ItemsListDefaultPresenter {
    // MARK: - ItemsListPresenter

    /// Moves the window to `offset`, clamped into the list, and shows its rows.
    func didScroll(to offset: Int) {
        windowOffset = clamped(offset)
        guard total != nil else { return }
        view?.showItems(in: window)
    }

    /// Asks for the visible pages again, without showing Loading: rows change only where items
    /// did (another session's change, a delete elsewhere). Nothing before the first page arrived
    /// or while deleting.
    func viewWillAppear() {
        guard total != nil, !isDeleting, let pages = visiblePages else { return }
        for number in pages { requestPage(number) }
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

    // MARK: - Pages

    /// Shows Loading and asks for the window's first page.
    func startLoading() {
        loadFailure = nil
        render()
        requestPage(windowOffset / pageSize)
    }

    /// Asks the interactor for page `number`, unless it is on its way or failed (until a retry).
    func requestPage(_ number: Int) {
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
}
