import Domain
import ViperKit

/// How the order entry words and formats its state: the status, the form with its messages, the
/// saved order's summary (money in its currency and numbers for the language's locale) and the
/// buttons, every word from the module's own string table.
extension OrderEntryDefaultPresenter {
    /// Draws the view model of the presenter's state: the status (a failed load first, then
    /// loading, no products, saving, ready), the form with its messages, the summary and the buttons.
    func render() {
        let status: ScreenStatus
        if let loadFailure {
            status = .failed(loadFailure)
        } else if products == nil {
            status = .loading(strings["order.loading"])
        } else if hasNoProducts {
            status = .empty(strings["order.empty"])
        } else if isSaving {
            status = .loading(strings["order.saving"])
        } else {
            status = .ready
        }
        view?.display(
            OrderEntryViewModel(
                title: contactName.map { strings.format("order.title.contact", $0) } ?? strings["order.title"],
                status: status,
                notice: isOffline ? strings["order.offline"] : nil,
                showsForm: isFormShown,
                productLabel: strings["order.product"],
                selectedProductID: selectedProductID,
                productError: productError,
                quantityLabel: strings["order.quantity"],
                quantityText: quantityText,
                quantityError: quantityError,
                formError: saveFailure,
                saveTitle: strings["order.save"],
                isSaveEnabled: !isSaving,
                summaryTitle: saved == nil ? nil : strings["order.summary.title"],
                summary: saved.map(summary(of:)) ?? [],
                newOrderTitle: saved == nil ? nil : strings["order.new-order"],
                retryTitle: loadFailure != nil || saveFailure != nil ? strings["order.retry"] : nil
            )
        )
    }

    /// The saved order's summary, line by line.
    private func summary(of order: OrderEntryOrderPresentationModel) -> [OrderEntrySummaryRowViewModel] {
        let status = status(order.status, reason: order.statusReason)
        return [
            OrderEntrySummaryRowViewModel(id: "product", title: strings["order.product"], detail: order.productName),
            OrderEntrySummaryRowViewModel(
                id: "quantity", title: strings["order.quantity"],
                detail: strings.format("order.summary.quantity", order.quantity, currency(order.unitPrice))
            ),
            OrderEntrySummaryRowViewModel(id: "item-total", title: strings["order.summary.item-total"], detail: currency(order.itemTotal)),
            OrderEntrySummaryRowViewModel(id: "tax", title: strings["order.summary.tax"], detail: currency(order.tax)),
            OrderEntrySummaryRowViewModel(id: "order-total", title: strings["order.summary.order-total"], detail: currency(order.orderTotal)),
            OrderEntrySummaryRowViewModel(id: "status", title: strings["order.summary.status"], detail: status.text, tone: status.tone),
        ]
    }

    /// The status line: sent, pending with what happens next, or not sent with the server's
    /// reason when it gave one ("Not sent: The order's contact or product does not exist on the
    /// server.", as the contact's rows and the order's detail say it). (Written with `if` rather
    /// than a `switch`, so a status added to the domain reads as "Not sent" instead of breaking the
    /// build.)
    private func status(_ status: OrderStatus, reason: String?) -> (text: String, tone: Tone) {
        if status == .sent { return (strings["order.status.sent"], .positive) }
        if status == .pending { return (strings["order.status.pending"], .secondary) }
        return (reason.map { strings.format("order.status.not-sent.reason", $0) } ?? strings["order.status.not-sent"], .negative)
    }

    /// `money` in its currency, written for the language's locale: "US$1,234.50", "1.234,50 $".
    func currency(_ money: Money) -> String {
        money.formatted(for: formatting.locale)
    }
}
