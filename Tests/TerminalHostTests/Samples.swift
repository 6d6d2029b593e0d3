import Foundation
import ViperKit

@testable import TerminalHost

/// Screens and chrome the tests draw and press keys on, each showing what a module of the app
/// shows: a paged list, a form, a contact with links, an alert, every cell kind.
enum Samples {
    /// A wide terminal, as a maximised window gives.
    static let wide = TerminalSize(columns: 132, rows: 43)
    /// Both sizes every layout must fit.
    static let sizes = [TerminalSize.standard, wide]

    /// The items list: a paged section of items with tones and a toolbar.
    static func itemsList(offset: Int = 0, total: Int = 95, pageSize: Int = 10) -> Screen {
        let window = RowWindow(offset: offset, pageSize: pageSize, total: total)
        let rows = window.indices.map { index in
            ScreenRow(
                id: "item-\(index + 1)", kind: .subtitle, title: "Item \(index + 1)", detail: "2 Mar 2025, 10:0\(index % 10)",
                tone: index.isMultiple(of: 2) ? .positive : .negative, isSelectable: true)
        }
        return Screen(
            title: "Items",
            sections: [ScreenSection(id: "items", rows: rows, window: window)],
            actions: [
                ScreenAction(id: "delete-all", title: "Delete all", role: .destructive),
                ScreenAction(id: "add", title: "Add", role: .primary, isEnabled: false),
            ]
        )
    }

    /// The login form: a text field, a password and the submit button.
    static func login(usernameError: String? = nil, formError: String? = nil, status: ScreenStatus = .ready) -> Screen {
        Screen(
            title: "Log in",
            status: status,
            form: ScreenForm(
                fields: [
                    ScreenField(id: "username", label: "Username", value: "demo", error: usernameError, isRequired: true),
                    ScreenField(id: "password", label: "Password", value: "secret", kind: .password, isRequired: true),
                ],
                submit: ScreenAction(id: "login", title: "Log in"),
                error: formError
            )
        )
    }

    /// The order entry form: a choice, a number, a search field.
    static func orderEntry(product: String = "", submitEnabled: Bool = true, status: ScreenStatus = .ready) -> Screen {
        Screen(
            title: "New order",
            status: status,
            form: ScreenForm(
                fields: [
                    ScreenField(
                        id: "product", label: "Product", value: product, kind: .choice, isRequired: true,
                        choices: [FieldChoice(value: "p1", label: "Apples"), FieldChoice(value: "p2", label: "Pears")]),
                    ScreenField(id: "quantity", label: "Quantity", value: "1", kind: .number, error: "Enter a whole number"),
                    ScreenField(id: "note", label: "Find", value: "", kind: .search),
                ],
                submit: ScreenAction(id: "save", title: "Save", isEnabled: submitEnabled)
            ),
            actions: [ScreenAction(id: "cancel", title: "Cancel", role: .cancel)]
        )
    }

    /// A contact: rows with a phone link (not selectable), an e-mail link on a selectable row, a
    /// picture and initials.
    static func contact() -> Screen {
        Screen(
            title: "Alice Martin",
            notice: "Offline: showing the copy saved at 10:42",
            sections: [
                ScreenSection(
                    id: "details", title: "Details",
                    rows: [
                        ScreenRow(
                            id: "name", title: "Alice Martin", detail: "Team lead",
                            image: ScreenImage(url: nil, initials: "AM", label: "Photo of Alice Martin")),
                        ScreenRow(
                            id: "photo", title: "Bob Stone",
                            image: ScreenImage(url: URL(string: "data:image/png;base64,AAAA"), initials: "BS", label: "Photo of Bob Stone")),
                        ScreenRow(id: "phone", title: "Phone", detail: "+1 555 0100", link: URL(string: "tel:+1%20555%200100")),
                        ScreenRow(
                            id: "email", title: "Email", detail: "alice@example.com", isSelectable: true,
                            link: URL(string: "mailto:alice@example.com")),
                        ScreenRow(id: "script", title: "Script", link: URL(string: "javascript:alert(1)")),
                    ]),
                ScreenSection(
                    id: "orders", title: "Orders",
                    rows: [ScreenRow(id: "order-1", title: "Order 1", detail: "€12.00", isSelectable: true)]),
            ]
        )
    }

    /// One row of every cell kind, including one a module defined, and each tone.
    static func everyKind() -> Screen {
        Screen(
            title: "Kinds",
            sections: [
                ScreenSection(
                    id: "kinds", title: "Every kind",
                    rows: [
                        ScreenRow(id: "basic", kind: .basic, title: "Basic title", detail: "basic detail"),
                        ScreenRow(id: "subtitle", kind: .subtitle, title: "Subtitle title", detail: "subtitle detail"),
                        ScreenRow(id: "button", kind: .button, title: "Add sample items", isSelectable: true),
                        ScreenRow(id: "placeholder", kind: .placeholder, title: "Loading row…"),
                        ScreenRow(id: "error", kind: .error, title: "The list could not be loaded", detail: "Try again later"),
                        ScreenRow(id: "message", kind: .message, title: "Nothing here yet"),
                        ScreenRow(id: "workplace", kind: CellKind(rawValue: "employee.workplace"), title: "Workplace", detail: "Berlin"),
                    ]),
                ScreenSection(
                    id: "tones",
                    rows: [
                        ScreenRow(id: "normal", title: "Normal tone"),
                        ScreenRow(id: "positive", title: "Positive tone", tone: .positive),
                        ScreenRow(id: "negative", title: "Negative tone", tone: .negative),
                        ScreenRow(id: "secondary", title: "Secondary tone", tone: .secondary),
                    ]),
            ]
        )
    }

    /// The items list asking to confirm deleting everything.
    static func confirmDelete() -> Screen {
        var screen = itemsList()
        screen.alert = ScreenAlert(
            title: "Delete all items?",
            message: "All 95 items are deleted. This cannot be undone.",
            actions: [
                ScreenAction(id: "confirm-delete", title: "Delete", role: .destructive),
                ScreenAction(id: "cancel", title: "Cancel", role: .cancel),
            ]
        )
        return screen
    }

    /// The chrome of a tab's screen: four tabs, the second selected, and Log out.
    static func tabs(canGoBack: Bool = false, language: Language = .english) -> TerminalChrome {
        TerminalChrome(
            canGoBack: canGoBack,
            tabTitles: ["Items", "Contacts", "Employees", "Account"],
            selectedTab: 1,
            tabActions: [ScreenAction(id: "logout", title: "Log out")],
            language: language
        )
    }

    /// The plain frame of `screen` in `chrome` on a terminal of `size`, with a fresh interaction.
    static func frame(_ screen: Screen, chrome: TerminalChrome = TerminalChrome(), size: TerminalSize = .standard) -> [String] {
        var interaction = TerminalInteraction()
        return interaction.frame(of: screen, chrome: chrome, size: size, styled: false)
    }
}
