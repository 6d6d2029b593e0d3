import Domain
import Foundation
import ViperKit

/// How the contact detail words and formats what the use case sends: the contact's lines and
/// buttons, each order's row (money in its currency, dates and numbers for the language's locale,
/// dates in the formatting's time zone), and the offline notice. Every word comes from the
/// module's own string table, in the language the presenter was made with.
extension ContactDetailDefaultPresenter {
    /// The contact's screen: its name as the title, phone (with its `tel:` link), address and
    /// company, and the offline notice with a retry when the contact or its orders (loaded at
    /// `ordersCachedAt`) are the copy saved on this device, from the older of the two.
    func contactViewModel(_ contact: ContactDetailPresentationModel, ordersCachedAt: Date?) -> ContactDetailViewModel {
        let notice = [contact.cachedAt, ordersCachedAt].compactMap(\.self).min().map(offlineNotice(savedAt:))
        return ContactDetailViewModel(
            title: contact.name,
            notice: notice,
            rows: [
                ContactDetailRowViewModel(
                    id: "phone", title: strings["contact.phone"], detail: contact.phone, link: Self.phoneLink(contact.phone)),
                ContactDetailRowViewModel(id: "address", title: strings["contact.address"], detail: contact.address),
                ContactDetailRowViewModel(id: "company", title: strings["contact.company"], detail: contact.company),
            ],
            ordersTitle: strings["contact.orders"],
            newOrderTitle: strings["contact.new-order"],
            retryTitle: notice == nil ? nil : strings["contact.retry"]
        )
    }

    /// The order's row: product, quantity, total as currency, date and status.
    func orderViewModel(_ order: ContactDetailOrderPresentationModel) -> ContactDetailOrderViewModel {
        let status = status(order.status, reason: order.statusReason)
        return ContactDetailOrderViewModel(
            id: order.id,
            product: order.productName,
            quantity: strings.format("contact.order.quantity", order.quantity),
            total: order.total.formatted(for: formatting.locale),
            date: formatting.dayAndTime(order.createdAt),
            status: status.text,
            statusTone: status.tone
        )
    }

    /// "Sent", "Pending", or "Not sent" for an order the server refused, as order entry and the
    /// history say it. (Written with `if` rather than a `switch`, so a status added to the domain
    /// reads as "Not sent" instead of breaking the build.)
    private func status(_ status: OrderStatus, reason: String?) -> (text: String, tone: Tone) {
        if status == .sent { return (strings["contact.status.sent"], .positive) }
        if status == .pending { return (strings["contact.status.pending"], .secondary) }
        return (reason.map { strings.format("contact.status.not-sent.reason", $0) } ?? strings["contact.status.not-sent"], .negative)
    }

    /// The `tel:` link of `phone` (its digits and a leading +), if it has digits.
    private nonisolated static func phoneLink(_ phone: String) -> URL? {
        let dialable = phone.filter { $0.isASCII && ($0.isNumber || $0 == "+") }
        return dialable.contains(where: \.isNumber) ? URL(string: "tel:\(dialable)") : nil
    }

    /// "Offline — showing the contact saved at 14:05"; "… saved on 21 Nov 2026 at 09:15" when it
    /// was not today ("Offline — du siehst den Kontakt, wie er um 14:05 gespeichert wurde" in German).
    private func offlineNotice(savedAt: Date) -> String {
        strings.format("contact.offline", formatting.savedAt(savedAt, now: now()))
    }
}
