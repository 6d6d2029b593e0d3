import Domain
import Foundation
import ViperKit

/// The order history presenter: asks the use case for the report and, as its output, builds the
/// screen from it as it arrives (seed 002: Start clears, each message adds, End shows), writing
/// days, times and money for display in a fixed locale and the injected time zone.
@MainActor
final class OrderHistoryDefaultPresenter: OrderHistoryPresenter, OrderHistoryInteractorOutput {
    /// The status line of an order still waiting in the outbox.
    nonisolated static let pendingMessage = "Pending — will be sent when the server can be reached"

    /// The view, held weakly: the view holds the presenter.
    weak var view: (any OrderHistoryView)?

    private let interactor: any OrderHistoryInteractor
    private let router: any OrderHistoryRouter
    private let dayStyle: Date.VerbatimFormatStyle
    private let dayIDStyle: Date.VerbatimFormatStyle
    private let dates: DateStyle

    private var isLoading = false
    /// The report as received so far (complete after End).
    private var days: [OrderHistoryDayViewModel] = []
    private var currentOrders: [OrderHistoryRowViewModel] = []
    private var hasNoOrders = false
    private var failure: String?
    private var grandTotal: Money?
    private var isOffline = false

    /// Creates the presenter; it holds `interactor` and `router` strongly and writes days and
    /// times in `timeZone` (the same time zone the use case groups days in).
    init(interactor: any OrderHistoryInteractor, router: any OrderHistoryRouter, timeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        let locale = Locale(identifier: "en_US_POSIX")
        let calendar = Calendar(identifier: .gregorian)
        dayStyle = Date.VerbatimFormatStyle(
            format: "\(weekday: .abbreviated) \(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits)",
            locale: locale, timeZone: timeZone, calendar: calendar
        )
        dayIDStyle = Date.VerbatimFormatStyle(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits)",
            locale: locale, timeZone: timeZone, calendar: calendar
        )
        dates = DateStyle(timeZone: timeZone)
    }

    // MARK: - OrderHistoryPresenter

    /// Shows "Loading orders…" and asks for the report.
    func eventViewReady() {
        load()
    }

    /// Loads again after a failure.
    func eventRetry() {
        guard failure != nil else { return }
        load()
    }

    // MARK: - OrderHistoryInteractorOutput

    /// Clears the report.
    func presentOrderHistoryStart() {
        days = []
        currentOrders = []
        hasNoOrders = false
        failure = nil
        grandTotal = nil
    }

    /// Starts a day's group.
    func presentDayStart(day: Date) {
        currentOrders = []
    }

    /// Adds the order's row: "Contact — 3 × Product" over "14:05 · $40.50 · Sent" (or the pending
    /// message, in the secondary tone).
    func present(order: OrderHistoryOrderPresentationModel) {
        let status = status(order.status)
        currentOrders.append(
            OrderHistoryRowViewModel(
                id: order.id,
                title: "\(order.contactName) — \(order.quantity) × \(order.productName)",
                detail: "\(dates.time(order.createdAt)) · \(order.total.orderHistoryCurrency) · \(status.text)",
                tone: status.tone,
                isPending: order.status == .pending
            )
        )
    }

    /// Closes the day's group with its title and total.
    func presentDayEnd(day: Date, total: Money, count: Int) {
        days.append(
            OrderHistoryDayViewModel(
                id: "day-" + dayIDStyle.format(day),
                title: dayStyle.format(day),
                orders: currentOrders,
                totalTitle: count == 1 ? "Total (1 order)" : "Total (\(count) orders)",
                total: total.orderHistoryCurrency
            )
        )
        currentOrders = []
    }

    /// Notes that there are no orders yet.
    func presentNoOrders() {
        hasNoOrders = true
    }

    /// Notes why the orders could not be read.
    func present(error: ServiceError) {
        failure = ServiceErrorWording.orderHistory.message(for: error)
    }

    /// Shows the report.
    func presentOrderHistoryEnd(grandTotal: Money, isOffline: Bool) {
        isLoading = false
        self.grandTotal = days.isEmpty ? nil : grandTotal
        self.isOffline = failure == nil && isOffline
        render()
    }

    // MARK: - Helpers

    /// An order's status line and tone. (Written with `if` rather than a `switch`, so a status
    /// added to the domain reads as "Not sent" instead of breaking the build.)
    private func status(_ status: OrderStatus) -> (text: String, tone: Tone) {
        if status == .sent { return ("Sent", .normal) }
        if status == .pending { return (Self.pendingMessage, .secondary) }
        return ("Not sent", .negative)
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
            status = .loading("Loading orders…")
        } else if let failure {
            status = .failed(failure)
        } else if hasNoOrders {
            status = .empty("No orders yet")
        } else {
            status = .ready
        }
        view?.display(
            OrderHistoryViewModel(
                title: "Orders",
                status: status,
                notice: isOffline ? "You're offline: these are the orders saved on this device." : nil,
                days: isLoading ? [] : days,
                grandTotalTitle: grandTotal == nil || isLoading ? nil : "All orders",
                grandTotal: isLoading ? nil : grandTotal?.orderHistoryCurrency,
                retryTitle: failure == nil || isLoading ? nil : "Try again"
            )
        )
    }
}
