import Domain
import Foundation
import ViperKit

/// The order history presenter: asks the use case for the orders and, as its output, builds the
/// screen from them as they arrive (Start clears, each call adds, End shows), writing days, times
/// and money for display with its ``Formatting`` (words from the module's own string table in its
/// language; dates, numbers and money for the language's locale, in its time zone).
@MainActor
final class OrderHistoryDefaultPresenter: OrderHistoryPresenter, OrderHistoryInteractorOutput {
    weak var view: (any OrderHistoryView)?

    private let interactor: any OrderHistoryInteractor
    private let router: any OrderHistoryRouter
    private let dayStyle: Date.FormatStyle
    private let dayIDStyle: Date.VerbatimFormatStyle
    private let formatting: Formatting
    private let strings: StringTable
    private let errorWording: ServiceErrorWording

    private var isLoading = false
    /// The days as received so far (complete after End), and each day's orders.
    private var days: [OrderHistoryDayViewModel] = []
    private var ordersByDay: [[OrderHistoryRowViewModel]] = []
    private var currentOrders: [OrderHistoryRowViewModel] = []
    private var hasNoOrders = false
    private var failure: String?
    private var grandTotal: Money?
    private var isOffline = false

    /// Creates the presenter; it holds `interactor` and `router` strongly. It writes days and
    /// times in `formatting`'s time zone (the one the use case groups days in), and its words,
    /// day titles, numbers and money in `formatting`'s language.
    init(interactor: any OrderHistoryInteractor, router: any OrderHistoryRouter, formatting: Formatting) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        strings = StringTable(bundle: .module, language: formatting.language)
        errorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "history.error", words: strings.word(for:))
        dayStyle = Date.FormatStyle(locale: formatting.locale, calendar: formatting.calendar, timeZone: formatting.timeZone)
            .weekday(.abbreviated).day().month(.abbreviated).year()
        dayIDStyle = Date.VerbatimFormatStyle(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits)",
            locale: Locale(identifier: "en_US_POSIX"), timeZone: formatting.timeZone, calendar: formatting.calendar
        )
    }

    // MARK: - OrderHistoryPresenter

    /// How many days are shown: none while loading.
    var dayCount: Int { isLoading ? 0 : days.count }

    /// Day `index`.
    func day(at index: Int) -> OrderHistoryDayViewModel { days[index] }

    /// How many orders day `day` has.
    func orderCount(inDay day: Int) -> Int { ordersByDay[day].count }

    /// Order `index` of day `day`.
    func order(at index: Int, inDay day: Int) -> OrderHistoryRowViewModel { ordersByDay[day][index] }

    /// Shows "Loading orders…" and asks for the orders.
    func eventViewReady() {
        load()
    }

    /// Asks for the orders again without showing Loading, once a list was shown: the screen
    /// changes only if the orders did (an order the outbox has since sent reads Sent).
    func eventViewAppeared() {
        guard !isLoading, failure == nil, !days.isEmpty || hasNoOrders else { return }
        interactor.eventViewReady()
    }

    /// Opens the order, if it is one of the rows shown.
    func eventSelectOrder(id: String) {
        guard ordersByDay.contains(where: { $0.contains { $0.id == id } }) else { return }
        router.routeToOrder(id: id)
    }

    /// Loads again after a failure.
    func eventRetry() {
        guard failure != nil else { return }
        load()
    }

    // MARK: - OrderHistoryViewReadyOutput

    /// Clears the list.
    func presentOrderListStart() {
        days = []
        ordersByDay = []
        currentOrders = []
        hasNoOrders = false
        failure = nil
        grandTotal = nil
    }

    /// Starts a day's group.
    func presentDayStart(day: Date) {
        currentOrders = []
    }

    /// Adds the order's row: "Contact — 3 × Product" over "14:05 · US$40.50 · Sent" (or the pending
    /// message, in the secondary tone); "14:05 · 40,50 $ · Gesendet" in German.
    func present(order: OrderHistoryOrderPresentationModel) {
        let status = status(order.status, reason: order.statusReason)
        currentOrders.append(
            OrderHistoryRowViewModel(
                id: order.id,
                title: strings.format("history.order.title", order.contactName, order.quantity, order.productName),
                detail: "\(formatting.time(order.createdAt)) · \(currency(order.total)) · \(status.text)",
                tone: status.tone,
                isPending: order.status == .pending
            )
        )
    }

    /// Closes the day's group with its title ("Sun, 22 Nov 2026"; "So. 22. Nov. 2026" in German)
    /// and total.
    func presentDayEnd(day: Date, total: Money, count: Int) {
        days.append(
            OrderHistoryDayViewModel(
                id: "day-" + dayIDStyle.format(day),
                title: dayStyle.format(day),
                totalTitle: count == 1 ? strings["history.day-total.one"] : strings.format("history.day-total.other", count),
                total: currency(total)
            )
        )
        ordersByDay.append(currentOrders)
        currentOrders = []
    }

    /// Notes that there are no orders yet.
    func presentNoOrders() {
        hasNoOrders = true
    }

    /// Notes why the orders could not be read.
    func present(error: ServiceError) {
        failure = errorWording.message(for: error)
    }

    /// Shows the list.
    func presentOrderListEnd(grandTotal: Money, isOffline: Bool) {
        isLoading = false
        self.grandTotal = days.isEmpty ? nil : grandTotal
        self.isOffline = failure == nil && isOffline
        render()
    }

    // MARK: - Helpers

    /// An order's status line and tone. (Written with `if` rather than a `switch`, so a status
    /// added to the domain reads as "Not sent" instead of breaking the build.)
    private func status(_ status: OrderStatus, reason: String?) -> (text: String, tone: Tone) {
        if status == .sent { return (strings["history.status.sent"], .normal) }
        if status == .pending { return (strings["history.status.pending"], .secondary) }
        return (reason.map { strings.format("history.status.not-sent.reason", $0) } ?? strings["history.status.not-sent"], .negative)
    }

    /// `money` in its currency, written for the language's locale: "US$1,234.50", "1.234,50 $".
    private func currency(_ money: Money) -> String {
        money.formatted(for: strings.language.locale)
    }

    private func load() {
        guard !isLoading else { return }
        isLoading = true
        failure = nil
        render()
        interactor.eventViewReady()
    }

    private func render() {
        let status: ScreenStatus
        if isLoading {
            status = .loading(strings["history.loading"])
        } else if let failure {
            status = .failed(failure)
        } else if hasNoOrders {
            status = .empty(strings["history.empty"])
        } else {
            status = .ready
        }
        view?.display(
            OrderHistoryViewModel(
                title: strings["history.title"],
                status: status,
                notice: isOffline ? strings["history.offline"] : nil,
                grandTotalTitle: grandTotal == nil || isLoading ? nil : strings["history.all-orders"],
                grandTotal: isLoading ? nil : grandTotal.map(currency),
                retryTitle: failure == nil || isLoading ? nil : strings["history.retry"]
            )
        )
    }
}
