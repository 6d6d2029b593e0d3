import Domain
import Foundation
import OrderEntryInterface
import ViperKit
import ViperKitTesting

@testable import OrderEntry

/// The data the order entry tests use, and the parts of the screens the module shows.
@MainActor
enum OrderEntryFixtures {
    /// The contact orders are for.
    nonisolated static let contact = Contact(id: 3, name: "Ada Lovelace", phone: "555-0100", address: "1 Analytical Row", company: "Engines Ltd")
    /// $12.50 each: 3 make $37.50 + $3.00 tax = $40.50.
    nonisolated static let widget = Product(id: 7, name: "Widget", unitPrice: Money(cents: 1_250))
    /// $1,143.06 each: 1 makes $1,143.06 + $91.44 tax = $1,234.50.
    nonisolated static let gadget = Product(id: 8, name: "Gadget", unitPrice: Money(cents: 114_306))
    /// The products, by name.
    nonisolated static let products = [gadget, widget]
    /// The fixed clock.
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// The order the manager makes for `quantity` of `product`, with `status`.
    static func order(_ product: Product = gadget, quantity: Int = 1, status: OrderStatus = .sent, key: String = "key-1") -> Order {
        Order(
            draft: OrderDraft(key: key, userID: 1, contactID: contact.id, productID: product.id, quantity: quantity, createdAt: now),
            contactName: contact.name,
            product: product,
            status: status
        )
    }

    /// The event of pressing Save with these values in the form.
    static func save(product: String, quantity: String) -> ViewEvent {
        .action("save", form: ["product": product, "quantity": quantity])
    }

    // MARK: - Screens

    /// The picker's options: name — price, by name.
    static let choices = [FieldChoice(value: "8", label: "Gadget — US$1,143.06"), FieldChoice(value: "7", label: "Widget — US$12.50")]

    /// The empty form: the product picker, the quantity, Save.
    static func form(choices: [FieldChoice] = choices) -> ScreenForm {
        ScreenForm(
            fields: [
                ScreenField(id: "product", label: "Product", kind: .choice, isRequired: true, choices: choices),
                ScreenField(id: "quantity", label: "Quantity", kind: .number, isRequired: true),
            ],
            submit: ScreenAction(id: "save", title: "Save", role: .primary)
        )
    }

    /// The New order action under a saved order.
    static let newOrder = ScreenAction(id: "new-order", title: "New order")

    /// The offline notice.
    static let offlineNotice = "You're offline: the products shown are the copy saved on this device."

    /// What opening changes: the title without the contact's name, Loading products….
    static func loading(_ screen: inout Screen) {
        screen.title = "New order"
        screen.status = .loading("Loading products…")
    }

    /// What the contact and products arriving change: the title with the name, the empty form.
    static func loaded(_ screen: inout Screen) {
        screen.title = "New order for Ada Lovelace"
        screen.status = .ready
        screen.form = form()
    }

    /// What pressing Save with valid-looking values changes: Saving order…, Save disabled, the
    /// values kept, and every earlier message, summary and button gone.
    static func saving(product: String, quantity: String) -> (inout Screen) -> Void {
        { screen in
            screen.status = .loading("Saving order…")
            screen.form?.submit.isEnabled = false
            screen.form?.error = nil
            screen.productField?.value = product
            screen.productField?.error = nil
            screen.quantityField?.value = quantity
            screen.quantityField?.error = nil
            screen.sections = []
            screen.actions = []
        }
    }

    /// What a saved order changes: ready again, its summary, and New order.
    static func saved(_ summary: ScreenSection) -> (inout Screen) -> Void {
        { screen in
            screen.status = .ready
            screen.form?.submit.isEnabled = true
            screen.sections = [summary]
            screen.actions = [newOrder]
        }
    }

    /// What a save refused by a rule changes: ready again, with the messages next to the fields.
    static func refused(product: String? = nil, quantity: String? = nil) -> (inout Screen) -> Void {
        { screen in
            screen.status = .ready
            screen.form?.submit.isEnabled = true
            screen.productField?.error = product
            screen.quantityField?.error = quantity
        }
    }

    /// The saved order's summary, line by line; a pending order says when it will be sent.
    static func summary(
        _ product: String,
        _ quantity: String,
        itemTotal: String,
        tax: String,
        total: String,
        pending: Bool = false
    ) -> ScreenSection {
        ScreenSection(
            id: "order", title: "Order saved",
            rows: [
                ScreenRow(id: "product", title: "Product", detail: product),
                ScreenRow(id: "quantity", title: "Quantity", detail: quantity),
                ScreenRow(id: "item-total", title: "Item total", detail: itemTotal),
                ScreenRow(id: "tax", title: "Tax", detail: tax),
                ScreenRow(id: "order-total", title: "Order total", detail: total),
                pending
                    ? ScreenRow(id: "status", title: "Status", detail: "Saved — it will be sent when the server can be reached", tone: .secondary)
                    : ScreenRow(id: "status", title: "Status", detail: "Sent", tone: .positive),
            ])
    }

    /// 3 widgets: $37.50 + $3.00 tax.
    static func threeWidgets(pending: Bool = false) -> ScreenSection {
        summary("Widget", "3 × US$12.50", itemTotal: "US$37.50", tax: "US$3.00", total: "US$40.50", pending: pending)
    }

    /// 1 gadget: $1,143.06 + $91.44 tax.
    static let oneGadget = summary("Gadget", "1 × US$1,143.06", itemTotal: "US$1,143.06", tax: "US$91.44", total: "US$1,234.50")
}
