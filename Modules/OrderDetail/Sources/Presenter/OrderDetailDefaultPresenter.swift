import Domain
import Foundation
import ViperKit

/// The order detail presenter: asks the use case for the order and to send it again, and as its
/// output writes the order's lines for display with its ``Formatting`` (money for the language's
/// locale, dates in its time zone, words from the module's string table).
@MainActor
final class OrderDetailDefaultPresenter: OrderDetailPresenter, OrderDetailInteractorOutput {
    weak var view: (any OrderDetailView)?

    private let interactor: any OrderDetailInteractor
    private let router: any OrderDetailRouter
    private let formatting: Formatting
    private let strings: StringTable
    private let errorWording: ServiceErrorWording
    private let now: () -> Date

    private var order: OrderDetailPresentationModel?
    private var cachedAt: Date?
    private var isLoading = false
    private var isSending = false
    /// Why the order could not be read, and whether trying again can help.
    private var loadFailure: (message: String, canRetry: Bool)?
    /// Why the last "Send again" could not be tried.
    private var sendFailure: String?

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    init(interactor: any OrderDetailInteractor, router: any OrderDetailRouter, formatting: Formatting, now: @escaping () -> Date = Date.init) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        let strings = StringTable(bundle: .module, language: formatting.language)
        self.strings = strings
        errorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "order.error", words: strings.word(for:))
        self.now = now
    }

    // MARK: - OrderDetailPresenter

    /// Shows "Loading order…" and asks for the order.
    func eventViewReady() {
        load()
    }

    /// Reads the order again without showing Loading, once it is shown and not being sent.
    func eventViewAppeared() {
        guard order != nil, !isLoading, !isSending else { return }
        isLoading = true
        interactor.eventViewReady()
    }

    /// Sends the order again, disabling the button until the answer; only an order that is not
    /// sent, and not while a send runs.
    func eventSendAgain() {
        guard let order, order.status != .sent, !isSending else { return }
        isSending = true
        sendFailure = nil
        render()
        interactor.eventSendAgain()
    }

    /// Loads the order again after a failure that trying again can help.
    func eventRetry() {
        guard loadFailure?.canRetry == true else { return }
        load()
    }

    // MARK: - OrderDetailViewReadyOutput

    func present(order: OrderDetailPresentationModel, cachedAt: Date?) {
        isLoading = false
        loadFailure = nil
        self.order = order
        self.cachedAt = cachedAt
        render()
    }

    func present(error: ServiceError) {
        isLoading = false
        if order == nil, error != .cancelled {
            loadFailure = (errorWording.message(for: error), error != .notFound)
        }
        render()
    }

    // MARK: - OrderDetailSendAgainOutput

    /// Shows the order as the attempt left it and tells the module that opened this one.
    func present(sentAgain order: OrderDetailPresentationModel) {
        isSending = false
        self.order = order
        render()
        router.notifyDidSendAgain(orderID: order.id)
    }

    /// Says why sending again could not be tried; the order is shown as it was.
    func present(sendError: ServiceError) {
        isSending = false
        if sendError != .cancelled { sendFailure = strings.format("order.send-failed", errorWording.message(for: sendError)) }
        render()
    }

    // MARK: - Helpers

    private func load() {
        guard !isLoading else { return }
        isLoading = true
        loadFailure = nil
        render()
        interactor.eventViewReady()
    }

    private func render() {
        let status: ScreenStatus
        if let loadFailure, order == nil {
            status = .failed(loadFailure.message)
        } else if order == nil {
            status = .loading(strings["order.loading"])
        } else {
            status = .ready
        }
        let offline = cachedAt.map { strings.format("order.offline", formatting.savedAt($0, now: now())) }
        view?.display(
            OrderDetailViewModel(
                title: order.map { "\($0.productName) × \($0.quantity.formatted(.number.locale(formatting.locale)))" } ?? strings["order.title"],
                status: status,
                notice: sendFailure ?? offline,
                rows: order.map(rows(for:)) ?? [],
                sendAgainTitle: order.flatMap { $0.status == .sent ? nil : strings[isSending ? "order.sending" : "order.send-again"] },
                isSendAgainEnabled: !isSending,
                retryTitle: order == nil && loadFailure?.canRetry == true ? strings["order.retry"] : nil
            )
        )
    }

    private func rows(for order: OrderDetailPresentationModel) -> [OrderDetailRowViewModel] {
        let currency = { (money: Money) in money.formatted(for: self.strings.language.locale) }
        var rows = [
            OrderDetailRowViewModel(id: "contact", title: strings["order.contact"], detail: order.contactName),
            OrderDetailRowViewModel(id: "product", title: strings["order.product"], detail: order.productName),
            OrderDetailRowViewModel(
                id: "quantity", title: strings["order.quantity"], detail: order.quantity.formatted(.number.locale(formatting.locale))),
            OrderDetailRowViewModel(id: "unit-price", title: strings["order.unit-price"], detail: currency(order.unitPrice)),
            OrderDetailRowViewModel(id: "item-total", title: strings["order.item-total"], detail: currency(order.itemTotal)),
            OrderDetailRowViewModel(id: "tax", title: strings["order.tax"], detail: currency(order.tax)),
            OrderDetailRowViewModel(id: "total", title: strings["order.total"], detail: currency(order.total)),
            OrderDetailRowViewModel(id: "saved", title: strings["order.saved"], detail: formatting.dayAndTime(order.createdAt)),
            status(of: order),
        ]
        if order.status != .sent, let reason = order.statusReason {
            rows.append(OrderDetailRowViewModel(id: "reason", title: strings["order.reason"], detail: reason, tone: .secondary))
        }
        return rows
    }

    /// The status line. (Written with `if` rather than a `switch`, so a status added to the domain
    /// reads as "Not sent" instead of breaking the build.)
    private func status(of order: OrderDetailPresentationModel) -> OrderDetailRowViewModel {
        let title = strings["order.status"]
        if order.status == .sent { return OrderDetailRowViewModel(id: "status", title: title, detail: strings["order.status.sent"], tone: .positive) }
        if order.status == .pending {
            return OrderDetailRowViewModel(id: "status", title: title, detail: strings["order.status.pending"], tone: .secondary)
        }
        return OrderDetailRowViewModel(id: "status", title: title, detail: strings["order.status.not-sent"], tone: .negative)
    }
}
