import Foundation
import Testing
import ViperKit

@testable import TerminalHost

@Suite("What each key asks the host to do")
struct KeyCommandTests {
    /// The commands of pressing `keys` one after another.
    private func press(
        _ keys: [Key], on screen: Screen, chrome: TerminalChrome = TerminalChrome(), in interaction: inout TerminalInteraction
    ) -> [TerminalCommand] {
        keys.map { interaction.handle($0, on: screen, chrome: chrome) }
    }

    /// The command of the last of `keys`, pressed on a fresh interaction.
    private func last(_ keys: [Key], on screen: Screen, chrome: TerminalChrome = TerminalChrome()) -> TerminalCommand? {
        var interaction = TerminalInteraction()
        return press(keys, on: screen, chrome: chrome, in: &interaction).last
    }

    /// The keys that type `text`.
    private func typed(_ text: String) -> [Key] { text.map(Key.character) }

    @Test("Enter (or Space) on a row sends .select with its section and row")
    func selectRow() {
        #expect(last([.enter], on: Samples.itemsList()) == .send(.select(section: "items", row: "item-1")))
        #expect(last([.down, .character(" ")], on: Samples.itemsList()) == .send(.select(section: "items", row: "item-2")))
    }

    @Test("Enter on a toolbar button sends its action, without the form's values, as the web shell's toolbar does")
    func toolbarAction() {
        var screen = Samples.login()
        screen.actions = [ScreenAction(id: "help", title: "Help")]
        #expect(last([.home, .enter], on: screen) == .send(.action("help", form: [:])))
    }

    @Test("Enter on the submit button sends the action with every field's value as typed")
    func submit() {
        let keys: [Key] = [.backspace, .backspace, .backspace, .backspace] + typed("alice") + [.tab] + typed("pw") + [.tab, .enter]
        #expect(last(keys, on: Samples.login()) == .send(.action("login", form: ["username": "alice", "password": "pw"])))
    }

    @Test("Enter in a text field sends the form, as a browser does")
    func enterInField() {
        #expect(last([.enter], on: Samples.login()) == .send(.action("login", form: ["username": "demo", "password": ""])))
    }

    @Test("typing fills the focused field; q, j, digits, ? and L are text there")
    func typing() {
        var interaction = TerminalInteraction()
        let screen = Samples.login()
        let commands = press(typed("q1?jLä"), on: screen, in: &interaction)
        #expect(commands.allSatisfy { $0 == .redraw })
        #expect(interaction.values(of: screen.form!)["username"] == "demoq1?jLä")
        _ = press([.backspace, .delete], on: screen, in: &interaction)
        #expect(interaction.values(of: screen.form!)["username"] == "demoq1?j")
        #expect(interaction.focus == .field("username"))
        let lines = interaction.frame(of: screen, chrome: TerminalChrome(), size: .standard, styled: false)
        #expect(lines[2].hasPrefix("▸ Username * demoq1?j _"))
    }

    @Test("a field takes 4 KiB of text: a paste past it is cut there, the frame says so, and the next key that is not typing clears the notice")
    func fieldLimit() {
        var interaction = TerminalInteraction()
        let screen = Samples.login()
        let limit = TerminalInteraction.fieldLimit
        let commands = press(typed(String(repeating: "a", count: limit + 100)), on: screen, in: &interaction)
        let typedValue = interaction.values(of: screen.form!)["username"] ?? ""
        #expect(typedValue.utf8.count == limit, "\"demo\" and then as many a's as fit")
        #expect(typedValue.hasPrefix("demoaaa"))
        #expect(commands.filter { $0 == .redraw }.count == limit - 4 + 1, "every key typed, and the first one refused, redraw")
        #expect(interaction.isFieldFull)
        let full = interaction.frame(of: screen, chrome: TerminalChrome(), size: .standard, styled: false).joined(separator: "\n")
        #expect(full.contains("This field is full: it takes 4,096 bytes of text, so the rest was not typed."))

        #expect(press(typed("ä"), on: screen, in: &interaction) == [.nothing], "a letter of two bytes does not fit either")
        #expect(press([.backspace], on: screen, in: &interaction) == [.redraw])
        #expect(!interaction.isFieldFull)
        #expect(press(typed("ä"), on: screen, in: &interaction) == [.redraw], "one byte free is not enough for ä: the notice comes back")
        #expect(interaction.isFieldFull)
        #expect(press(typed("b"), on: screen, in: &interaction) == [.redraw])
        #expect(interaction.values(of: screen.form!)["username"]?.utf8.count == limit)
        #expect(press([.tab], on: screen, in: &interaction) == [.redraw])
        let after = interaction.frame(of: screen, chrome: TerminalChrome(), size: .standard, styled: false).joined(separator: "\n")
        #expect(!after.contains("This field is full"))
    }

    @Test("Backspace in an empty field does nothing")
    func backspaceEmpty() {
        var interaction = TerminalInteraction()
        #expect(press([.down, .backspace], on: Samples.login(), in: &interaction).last == .nothing)
    }

    @Test("Tab moves from field to field")
    func tabBetweenFields() {
        var interaction = TerminalInteraction()
        let screen = Samples.orderEntry()
        _ = press([.tab], on: screen, in: &interaction)
        #expect(interaction.focus == .field("note"))
        _ = press(typed("red"), on: screen, in: &interaction)
        #expect(interaction.values(of: screen.form!)["note"] == "red")
    }

    @Test("a choice cycles with Left and Right or Enter, round and round, and sends its value")
    func choice() {
        var interaction = TerminalInteraction()
        let screen = Samples.orderEntry()
        _ = press([.backTab], on: screen, in: &interaction)
        #expect(interaction.focus == .field("product"))
        _ = press([.right], on: screen, in: &interaction)
        #expect(interaction.values(of: screen.form!)["product"] == "p1")
        _ = press([.enter], on: screen, in: &interaction)
        #expect(interaction.values(of: screen.form!)["product"] == "p2")
        _ = press([.right], on: screen, in: &interaction)
        #expect(interaction.values(of: screen.form!)["product"] == "p1", "round to the first")
        _ = press([.left], on: screen, in: &interaction)
        #expect(interaction.values(of: screen.form!)["product"] == "p2")
        #expect(press([.character("q")], on: screen, in: &interaction) == [.quit], "a choice is not typed into")
        let sent = press([.down, .down, .down, .enter], on: screen, in: &interaction).last
        #expect(sent == .send(.action("save", form: ["product": "p2", "quantity": "1", "note": ""])))
    }

    @Test("when the module changes a field's value, its value replaces what was typed")
    func moduleChangesValue() {
        var interaction = TerminalInteraction()
        var screen = Samples.login()
        _ = press(typed("x"), on: screen, in: &interaction)
        #expect(interaction.values(of: screen.form!)["username"] == "demox")
        screen.form?.fields[1].error = "Enter your password"
        #expect(interaction.values(of: screen.form!)["username"] == "demox", "an update that leaves the value keeps the draft")
        screen.form?.fields[0].value = "Demo"
        #expect(interaction.values(of: screen.form!)["username"] == "Demo")
    }

    @Test("a disabled button does nothing: toolbar, submit, tab bar, alert")
    func disabled() {
        #expect(last([.up, .enter], on: Samples.itemsList()) == .nothing)
        #expect(last([.tab, .tab, .enter], on: Samples.orderEntry(submitEnabled: false)) == .nothing)
        #expect(last([.enter], on: Samples.orderEntry(submitEnabled: false)) == .nothing, "nor Enter in a field")
        var chrome = Samples.tabs()
        chrome.tabActions[0].isEnabled = false
        #expect(last([.end, .enter], on: Samples.itemsList(), chrome: chrome) == .nothing)
        var alerting = Samples.confirmDelete()
        alerting.alert?.actions[1].isEnabled = false
        #expect(last([.right, .enter], on: alerting) == .nothing)
    }

    @Test("while the screen is loading its toolbar and submit buttons do nothing")
    func loading() {
        #expect(last([.tab, .tab, .enter], on: Samples.orderEntry(status: .loading("Saving…"))) == .nothing)
        var screen = Samples.itemsList()
        screen.status = .loading("Deleting…")
        #expect(last([.up, .up, .enter], on: screen) == .nothing)
    }

    @Test("Esc goes back where there is a Back, and does nothing on a root or modal screen")
    func escape() {
        #expect(last([.escape], on: Samples.itemsList(), chrome: TerminalChrome(canGoBack: true)) == .goBack)
        #expect(last([.escape], on: Samples.itemsList()) == .nothing)
        #expect(last([.escape], on: Samples.itemsList(), chrome: TerminalChrome(canGoBack: true, isModal: true)) == .nothing)
        #expect(last([.escape], on: Samples.login(), chrome: TerminalChrome(canGoBack: true)) == .goBack, "also while typing")
    }

    @Test("Enter on Back goes back")
    func backButton() {
        #expect(last([.home, .enter], on: Samples.itemsList(), chrome: TerminalChrome(canGoBack: true)) == .goBack)
    }

    @Test("a digit selects its tab, but not past the last tab, while modal, under an alert or while typing")
    func digits() {
        #expect(last([.character("1")], on: Samples.itemsList(), chrome: Samples.tabs()) == .selectTab(0))
        #expect(last([.character("4")], on: Samples.itemsList(), chrome: Samples.tabs()) == .selectTab(3))
        #expect(last([.character("5")], on: Samples.itemsList(), chrome: Samples.tabs()) == .nothing)
        #expect(last([.character("0")], on: Samples.itemsList(), chrome: Samples.tabs()) == .nothing)
        #expect(last([.character("1")], on: Samples.itemsList()) == .nothing, "no tabs")
        var modal = Samples.tabs()
        modal.isModal = true
        #expect(last([.character("1")], on: Samples.itemsList(), chrome: modal) == .nothing)
        #expect(last([.character("1")], on: Samples.confirmDelete(), chrome: Samples.tabs()) == .nothing)
        #expect(last([.character("1")], on: Samples.login(), chrome: Samples.tabs()) == .redraw)
    }

    @Test("q and Ctrl-C quit, Ctrl-C even while typing")
    func quit() {
        #expect(last([.character("q")], on: Samples.itemsList()) == .quit)
        #expect(last([.ctrlC], on: Samples.itemsList()) == .quit)
        #expect(last([.ctrlC], on: Samples.login()) == .quit)
        #expect(last([.character("q")], on: Samples.login()) == .redraw)
        #expect(last([.ctrlD], on: Samples.itemsList()) == .quit)
        #expect(last([.ctrlD], on: Samples.login()) == .nothing)
    }

    @Test("? shows the keys, and ? or Esc hides them; other keys wait while they show")
    func help() {
        var interaction = TerminalInteraction()
        let screen = Samples.itemsList()
        let chrome = TerminalChrome(canGoBack: true)
        #expect(press([.character("?")], on: screen, chrome: chrome, in: &interaction) == [.redraw])
        #expect(interaction.isShowingHelp)
        #expect(press([.enter, .down, .character("1")], on: screen, chrome: chrome, in: &interaction) == [.nothing, .nothing, .nothing])
        #expect(press([.escape], on: screen, chrome: chrome, in: &interaction) == [.redraw], "Esc closes the help, not the screen")
        #expect(!interaction.isShowingHelp)
        _ = press([.character("?")], on: screen, chrome: chrome, in: &interaction)
        #expect(press([.character("?")], on: screen, chrome: chrome, in: &interaction) == [.redraw])
        #expect(!interaction.isShowingHelp)
        _ = press([.character("?")], on: screen, chrome: chrome, in: &interaction)
        #expect(press([.character("q")], on: screen, chrome: chrome, in: &interaction) == [.quit])
    }

    @Test("L switches to German, and in German back to English")
    func language() {
        #expect(last([.character("L")], on: Samples.itemsList()) == .switchLanguage(.german))
        #expect(last([.character("l")], on: Samples.itemsList(), chrome: TerminalChrome(language: .german)) == .switchLanguage(.english))
        #expect(last([.character("L")], on: Samples.confirmDelete()) == .nothing, "not while an alert waits")
        #expect(last([.character("L")], on: Samples.itemsList(), chrome: TerminalChrome(isModal: true)) == .nothing, "nor while modal")
    }

    @Test("while an alert shows, keys reach only its buttons: Enter presses, arrows choose, Esc cancels")
    func alertKeys() {
        let screen = Samples.confirmDelete()
        #expect(last([.enter], on: screen) == .send(.alert("confirm-delete")))
        #expect(last([.right, .enter], on: screen) == .send(.alert("cancel")))
        #expect(last([.down, .down, .down, .enter], on: screen) == .send(.alert("cancel")), "the arrows stay on the alert")
        #expect(last([.tab, .tab, .enter], on: screen) == .send(.alert("confirm-delete")))
        #expect(
            last([.escape], on: screen, chrome: TerminalChrome(canGoBack: true)) == .send(.alert("cancel")), "Esc answers Cancel, it does not go back"
        )
        var noCancel = screen
        noCancel.alert?.actions = [ScreenAction(id: "ok", title: "OK")]
        #expect(last([.escape], on: noCancel, chrome: TerminalChrome(canGoBack: true)) == .nothing)
        #expect(last([.end, .enter], on: screen, chrome: Samples.tabs()) == .send(.alert("cancel")), "the tab bar is out of reach")
        #expect(last([.home, .enter], on: screen, chrome: TerminalChrome(canGoBack: true)) == .send(.alert("confirm-delete")), "and so is Back")
    }

    @Test("the pager's Previous and Next send .scroll with the previous and next pages' offsets")
    func pager() {
        let screen = Samples.itemsList(offset: 40)
        #expect(last([.end, .enter], on: screen) == .send(.scroll(section: "items", offset: 50)))
        #expect(last([.end, .up, .enter], on: screen) == .send(.scroll(section: "items", offset: 30)))
        #expect(last([.end, .enter], on: Samples.itemsList(offset: 5)) == .send(.scroll(section: "items", offset: 15)))
        #expect(last([.end, .up, .enter], on: Samples.itemsList(offset: 5)) == .send(.scroll(section: "items", offset: 0)))
    }

    @Test("the focus stays on Next after paging, so Enter pages on")
    func pagerKeepsFocus() {
        var interaction = TerminalInteraction()
        #expect(press([.end, .enter], on: Samples.itemsList(offset: 0), in: &interaction).last == .send(.scroll(section: "items", offset: 10)))
        #expect(press([.enter], on: Samples.itemsList(offset: 10), in: &interaction) == [.send(.scroll(section: "items", offset: 20))])
    }

    @Test("a tab bar button is sent to the tab container, not to the screen on top")
    func tabAction() {
        #expect(last([.end, .enter], on: Samples.itemsList(), chrome: Samples.tabs()) == .sendToContainer(.action("logout", form: [:])))
    }

    @Test("Enter on a row's link shows the link (a terminal opens none); Esc hides it")
    func revealLink() {
        var interaction = TerminalInteraction()
        let screen = Samples.contact()
        let chrome = TerminalChrome(canGoBack: true)
        _ = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(interaction.focus == .link(section: "details", row: "phone"))
        #expect(press([.enter], on: screen, chrome: chrome, in: &interaction) == [.redraw])
        let lines = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(lines[2] == " ↗ Call +1 555 0100 (shown, not opened)")
        #expect(press([.escape], on: screen, chrome: chrome, in: &interaction) == [.redraw], "Esc hides the link first")
        #expect(!interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false).joined().contains("Call"))
        #expect(press([.escape], on: screen, chrome: chrome, in: &interaction) == [.goBack])
        #expect(press([.down, .enter], on: screen, chrome: chrome, in: &interaction) == [.redraw, .send(.select(section: "details", row: "email"))])
    }

    @Test("Ctrl-L redraws; keys that mean nothing here do nothing")
    func others() {
        #expect(last([.ctrlL], on: Samples.itemsList()) == .redraw)
        #expect(last([.character("x")], on: Samples.itemsList()) == .nothing)
        #expect(last([.backspace], on: Samples.itemsList()) == .nothing)
        #expect(last([.enter], on: Screen(title: "Empty")) == .nothing)
    }
}
