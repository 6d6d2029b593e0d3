import Domain
import ViperKit

/// The Employee list presenter: loads the list a page at a time, formats the page shown, and sends a
/// selection through the router, showing the selected record in a popup.
@MainActor
public final class EmployeeListDefaultPresenter: EmployeeListPresenter, EmployeeListInteractorOutput {
    /// How many rows a page holds.
    public nonisolated static let pageSize = 20

    /// The view, held weakly: the view holds the presenter.
    public weak var view: (any EmployeeListView)?

    private let interactor: any EmployeeListInteractor
    private let router: any EmployeeListRouter
    /// The page shown.
    private var page: EmployeeListPage?
    /// The offset of the page asked for last.
    private var requestedOffset = 0
    private var isLoading = false
    /// Why the last load failed, if it did.
    private var failure: String?

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    public init(interactor: any EmployeeListInteractor, router: any EmployeeListRouter) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - EmployeeListPresenter

    /// Shows "Loading…" and asks for the first page.
    public func viewDidLoad() {
        load(offset: 0)
    }

    /// Asks for the page starting at `offset`, unless it is the page shown.
    public func didScroll(to offset: Int) {
        let offset = max(0, offset)
        guard offset != page?.offset || failure != nil else { return }
        load(offset: offset)
    }

    /// Sends the selected record through the router and shows it in a popup.
    public func didSelectRecord(id: String) {
        guard let record = page?.records.first(where: { $0.id == id }) else { return }
        router.notifyDidSelect(record)
        view?.showMessage(title: record.title, message: record.detail, dismissTitle: "OK")
    }

    /// Loads the failed page again.
    public func didTapRetry() {
        guard failure != nil else { return }
        load(offset: requestedOffset)
    }

    /// Clears the message popup.
    public func didDismissMessage() {
        view?.hideAlert()
    }

    // MARK: - EmployeeListInteractorOutput

    /// Shows the page, unless a later one was asked for since.
    public func didLoad(_ page: EmployeeListPage) {
        guard page.offset == requestedOffset || page.records.isEmpty else { return }
        isLoading = false
        failure = nil
        self.page = page
        render()
    }

    /// Shows why the list could not be loaded, with a retry.
    public func didFailToLoad(_ error: ServiceError) {
        isLoading = false
        if error != .cancelled { failure = "Couldn't load Employee list. Check your connection and try again." }
        render()
    }

    // MARK: - Helpers

    private func load(offset: Int) {
        requestedOffset = offset
        isLoading = true
        failure = nil
        render()
        interactor.loadPage(offset: offset, limit: Self.pageSize)
    }

    private func render() {
        let status: ScreenStatus
        if let failure {
            status = .failed(failure)
        } else if let page {
            status = page.total == 0 ? .empty("Nothing here yet.") : .ready
        } else {
            status = .loading("Loading Employee list…")
        }
        view?.display(
            EmployeeListViewModel(
                title: "Employee list",
                status: status,
                rows: page?.records.map { EmployeeListRowViewModel(id: $0.id, title: $0.title, detail: $0.detail) } ?? [],
                window: page.map { RowWindow(offset: $0.offset, pageSize: Self.pageSize, total: $0.total) },
                retryTitle: failure == nil ? nil : "Try again"
            )
        )
    }
}
