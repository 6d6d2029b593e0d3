import Testing
import ViperKit

@testable import TerminalHost

@Suite("Moving the focus and scrolling with the keys")
struct FocusTests {
    /// A root screen's chrome: no Back, no tabs.
    private let chrome = TerminalChrome()

    @Test("arrows and j/k move the focus through the screen's rows in order")
    func arrows() {
        var interaction = TerminalInteraction()
        let screen = Samples.itemsList()
        _ = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.focus == .row(section: "items", row: "item-1"))
        #expect(interaction.handle(.down, on: screen, chrome: chrome) == .redraw)
        #expect(interaction.focus == .row(section: "items", row: "item-2"))
        _ = interaction.handle(.character("j"), on: screen, chrome: chrome)
        #expect(interaction.focus == .row(section: "items", row: "item-3"))
        _ = interaction.handle(.character("k"), on: screen, chrome: chrome)
        _ = interaction.handle(.up, on: screen, chrome: chrome)
        #expect(interaction.focus == .row(section: "items", row: "item-1"))
        _ = interaction.handle(.up, on: screen, chrome: chrome)
        #expect(interaction.focus == .action("add"), "above the rows are the toolbar's buttons")
    }

    @Test("the focus order is Back, toolbar, fields, submit, rows, row links, pager, then the tab bar's buttons")
    func order() {
        var screen = Samples.contact()
        screen.actions = [ScreenAction(id: "edit", title: "Edit")]
        screen.form = ScreenForm(fields: [ScreenField(id: "note", label: "Note")], submit: ScreenAction(id: "save", title: "Save"))
        screen.sections.append(ScreenSection(id: "pages", rows: [], window: RowWindow(offset: 10, pageSize: 10, total: 30)))
        let targets = FocusOrder.targets(on: screen, chrome: Samples.tabs(canGoBack: true))
        #expect(
            targets == [
                .back, .action("edit"), .field("note"), .submit,
                .link(section: "details", row: "phone"), .row(section: "details", row: "email"), .link(section: "details", row: "email"),
                .row(section: "orders", row: "order-1"), .previousPage(section: "pages"), .nextPage(section: "pages"),
                .tabAction("logout"),
            ])
    }

    @Test("a list under a search field starts with its first row focused, so digits select tabs; a form alone starts with its first field")
    func firstFocus() {
        var search = Samples.itemsList()
        search.form = ScreenForm(fields: [ScreenField(id: "query", label: "Search")], submit: ScreenAction(id: "search", title: "Search"))
        var interaction = TerminalInteraction()
        _ = interaction.frame(of: search, chrome: Samples.tabs(canGoBack: false), size: .standard, styled: false)
        #expect(interaction.focus == .row(section: "items", row: "item-1"))
        #expect(interaction.handle(.character("2"), on: search, chrome: Samples.tabs(canGoBack: false)) == .selectTab(1))

        let form = Screen(
            title: "Log in",
            form: ScreenForm(fields: [ScreenField(id: "username", label: "Username")], submit: ScreenAction(id: "login", title: "Log in")))
        var login = TerminalInteraction()
        _ = login.frame(of: form, chrome: chrome, size: .standard, styled: false)
        #expect(login.focus == .field("username"))
    }

    @Test("Tab and Shift-Tab go round; the arrows stop at the ends")
    func tabWraps() {
        var interaction = TerminalInteraction()
        let screen = Samples.login()
        _ = interaction.handle(.tab, on: screen, chrome: chrome)
        #expect(interaction.focus == .field("password"))
        _ = interaction.handle(.tab, on: screen, chrome: chrome)
        #expect(interaction.focus == .submit)
        _ = interaction.handle(.tab, on: screen, chrome: chrome)
        #expect(interaction.focus == .field("username"), "round to the first")
        _ = interaction.handle(.backTab, on: screen, chrome: chrome)
        #expect(interaction.focus == .submit, "and back round to the last")
        #expect(interaction.handle(.down, on: screen, chrome: chrome) == .nothing, "nothing below the last and nothing to scroll")
        #expect(interaction.focus == .submit)
    }

    @Test("Home and End focus the first and the last thing on the screen")
    func homeAndEnd() {
        var interaction = TerminalInteraction()
        let screen = Samples.itemsList()
        _ = interaction.handle(.end, on: screen, chrome: Samples.tabs(canGoBack: true))
        #expect(interaction.focus == .tabAction("logout"))
        _ = interaction.handle(.home, on: screen, chrome: Samples.tabs(canGoBack: true))
        #expect(interaction.focus == .back)
    }

    @Test("focus survives an update that inserts rows above it")
    func insertedAbove() {
        var interaction = TerminalInteraction()
        let screen = Samples.itemsList()
        for _ in 0 ..< 3 { _ = interaction.handle(.down, on: screen, chrome: chrome) }
        #expect(interaction.focus == .row(section: "items", row: "item-4"))
        var updated = screen
        updated.sections[0].rows.insert(contentsOf: (1 ... 5).map { ScreenRow(id: "new-\($0)", title: "New \($0)", isSelectable: true) }, at: 0)
        let lines = interaction.frame(of: updated, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.focus == .row(section: "items", row: "item-4"))
        #expect(lines.contains { $0.hasPrefix("▸ ✗ Item 4") }, "still drawn focused, scrolled into view")
        _ = interaction.handle(.down, on: updated, chrome: chrome)
        #expect(interaction.focus == .row(section: "items", row: "item-5"))
    }

    @Test("when the focused row goes, the focus moves to the row that took its place")
    func removed() {
        var interaction = TerminalInteraction()
        let screen = Samples.itemsList()
        _ = interaction.handle(.down, on: screen, chrome: chrome)
        var updated = screen
        updated.sections[0].rows.remove(at: 1)
        _ = interaction.frame(of: updated, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.focus == .row(section: "items", row: "item-3"))
        updated.sections = []
        _ = interaction.frame(of: updated, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.focus == .action("add"), "clamped to what is left")
    }

    @Test("until the person moves it, the focus goes to the content as it arrives")
    func followsArrivingContent() {
        var interaction = TerminalInteraction()
        var screen = Samples.itemsList()
        let rows = screen.sections
        screen.sections = []
        screen.status = .loading("Loading items…")
        _ = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.focus == .action("delete-all"))
        screen.sections = rows
        screen.status = .ready
        _ = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.focus == .row(section: "items", row: "item-1"))
    }

    @Test("moving down past the screen's end scrolls the content to keep the focus in view")
    func scrollsWithFocus() {
        var interaction = TerminalInteraction()
        let screen = Samples.itemsList()
        for _ in 0 ..< 9 { _ = interaction.handle(.down, on: screen, chrome: chrome) }
        let lines = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.focus == .row(section: "items", row: "item-10"))
        #expect(lines.contains { $0.hasPrefix("▸ ✗ Item 10") })
        #expect(lines[1].hasSuffix("▲"))
        #expect(interaction.scroll > 0)
    }

    @Test("Page Down scrolls a page and focuses the first row on view; Page Up comes back")
    func paging() {
        var interaction = TerminalInteraction()
        let screen = Samples.itemsList(total: 40, pageSize: 40)
        _ = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.handle(.pageDown, on: screen, chrome: chrome) == .redraw)
        let lines = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        guard case .row(_, let row) = interaction.focus else {
            Issue.record("the focus is on a row")
            return
        }
        #expect(row != "item-1")
        #expect(lines.contains { $0.hasPrefix("▸ ") && $0.contains("Item \(row.dropFirst(5))") }, "the focused row is on view")
        _ = interaction.handle(.pageUp, on: screen, chrome: chrome)
        _ = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.scroll == 0)
        _ = interaction.handle(.pageUp, on: screen, chrome: chrome)
        #expect(interaction.focus == .row(section: "items", row: "item-1"), "at the top Page Up goes to the first row")
    }

    @Test("with nothing to focus, the arrows and pages scroll the content")
    func scrollsWithoutTargets() {
        var interaction = TerminalInteraction()
        let rows = (1 ... 40).map { ScreenRow(id: "\($0)", title: "Line \($0)") }
        let screen = Screen(title: "Text", sections: [ScreenSection(id: "s", rows: rows)])
        _ = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.handle(.up, on: screen, chrome: chrome) == .nothing)
        #expect(interaction.handle(.down, on: screen, chrome: chrome) == .redraw)
        var lines = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(lines[2] == "  Line 2")
        _ = interaction.handle(.pageDown, on: screen, chrome: chrome)
        lines = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(lines[2] == "  Line 21")
    }

    @Test("an alert takes the focus on its first enabled button; when it closes, the focus is back where it was")
    func alertFocus() {
        var interaction = TerminalInteraction()
        let screen = Samples.itemsList()
        _ = interaction.handle(.down, on: screen, chrome: chrome)
        var alerting = Samples.confirmDelete()
        alerting.alert?.actions[0].isEnabled = false
        _ = interaction.frame(of: alerting, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.alertFocus == .alertButton("cancel"))
        _ = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.focus == .row(section: "items", row: "item-2"))
        #expect(interaction.alertFocus == nil)
    }
}
