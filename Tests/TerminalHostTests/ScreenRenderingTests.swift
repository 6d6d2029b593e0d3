import Foundation
import Testing
import ViperKit

@testable import TerminalHost

@Suite("Drawing a screen's title bar, status, alert and chrome as text")
struct ScreenRenderingTests {
    @Test("the title is on the first line, with Back before it on a pushed screen")
    func titleAndBack() {
        let root = Samples.frame(Screen(title: "Items"))
        #expect(root[0] == "Items")
        let pushed = Samples.frame(Screen(title: "Item 3"), chrome: TerminalChrome(canGoBack: true))
        #expect(pushed[0] == "▸[ ‹ Back ] Item 3", "with nothing else on the screen, Back has the focus")
        let german = Samples.frame(Samples.everyKind(), chrome: TerminalChrome(canGoBack: true, language: .german))
        #expect(german[0] == " [ ‹ Zurück ] Kinds")
    }

    @Test("a modal screen has no Back and a double rule under its title")
    func modal() {
        let lines = Samples.frame(Screen(title: "New order"), chrome: TerminalChrome(canGoBack: true, isModal: true))
        #expect(lines[0] == "New order")
        #expect(lines[1] == String(repeating: "═", count: 80))
        #expect(!lines.joined().contains("Back"))
    }

    @Test("the notice is shown above the content behind a bar")
    func notice() {
        let lines = Samples.frame(Screen(title: "Items", notice: "Offline: showing saved items"))
        #expect(lines[2] == "  ▌ Offline: showing saved items")
    }

    @Test("a loading screen says what it is loading")
    func loading() {
        #expect(Samples.frame(Screen(title: "Items", status: .loading("Loading items…")))[2] == "  ◌ Loading items…")
    }

    @Test("an empty screen shows its message")
    func empty() {
        #expect(Samples.frame(Screen(title: "Items", status: .empty("No items")))[2] == "  No items")
    }

    @Test("a failed screen shows its message and the retry button")
    func failed() {
        let screen = Screen(
            title: "Items", status: .failed("The items could not be loaded. Check your connection and try again."),
            actions: [ScreenAction(id: "retry", title: "Retry", role: .primary)])
        let lines = Samples.frame(screen)
        #expect(lines[0].hasPrefix("Items"))
        #expect(lines[0].hasSuffix("▸[ Retry ]"), "the retry button is on the title bar and has the focus")
        #expect(lines[2] == "  ! The items could not be loaded. Check your connection and try again.")
    }

    @Test("a long failure message wraps instead of being cut")
    func wrappedFailure() {
        let message = String(repeating: "word ", count: 30).trimmingCharacters(in: .whitespaces)
        let lines = Samples.frame(Screen(title: "Items", status: .failed(message)))
        #expect(lines[2].hasPrefix("  ! word"))
        #expect(lines[3].hasPrefix("    word"))
        #expect(lines.joined(separator: " ").components(separatedBy: "word").count - 1 == 30)
    }

    @Test("toolbar buttons sit right of the title; a disabled one is drawn in ( ) and the primary is bold")
    func toolbar() {
        let lines = Samples.frame(Samples.itemsList())
        #expect(lines[0].hasPrefix("Items"))
        #expect(lines[0].hasSuffix("[ Delete all ]   ( Add )"))
        var interaction = TerminalInteraction()
        let styled = interaction.frame(of: Samples.itemsList(), chrome: TerminalChrome(), size: .standard, styled: true)
        #expect(styled[0].contains("\u{1B}[31m[ Delete all ]"), "destructive is red")
        #expect(styled[0].contains("\u{1B}[1;2m( Add )"), "the disabled primary is bold and faint")
    }

    @Test("a toolbar too wide for the title line goes on lines of its own")
    func wideToolbar() {
        let actions = (1 ... 6).map { ScreenAction(id: "a\($0)", title: "Action number \($0)") }
        let lines = Samples.frame(Screen(title: "A screen with a long title", actions: actions))
        #expect(lines[0] == "A screen with a long title")
        #expect(lines[1].contains("[ Action number 1 ]"))
        #expect(lines.contains { $0.contains("[ Action number 6 ]") })
        #expect(lines.allSatisfy { TextWidth.columns(of: $0) <= 80 })
    }

    @Test("an alert is a box over the screen with its title, message and buttons, the first focused")
    func alert() {
        let lines = Samples.frame(Samples.confirmDelete())
        let top = lines.firstIndex { $0.contains("┌─ Delete all items? ") }
        #expect(top != nil)
        #expect(lines.contains { $0.contains("│ All 95 items are deleted. This cannot be undone.") })
        #expect(lines.contains { $0.contains("│ ▸[ Delete ]   [ Cancel ]") })
        #expect(lines.contains { $0.contains("└───") })
        #expect(lines[23].hasPrefix(" Press a button to go on:"))
        #expect(!lines.contains { $0.hasPrefix("▸ ") }, "no row shows the focus under the alert")
    }

    @Test("an alert in German prompts for an answer in German")
    func germanAlert() {
        let lines = Samples.frame(Samples.confirmDelete(), chrome: TerminalChrome(language: .german))
        #expect(lines[23].hasPrefix(" Zum Weitermachen einen Knopf drücken:"))
    }

    @Test("the tab bar shows each tab with its digit, the selected one filled, then Log out")
    func tabBar() {
        let lines = Samples.frame(Samples.everyKind(), chrome: Samples.tabs())
        #expect(lines[22] == " ○ 1 Items  ● 2 Contacts  ○ 3 Employees  ○ 4 Account   [ Log out ]")
        #expect(lines[23].contains("1–4 tabs"))
    }

    @Test("the tab container's disabled button is drawn disabled")
    func disabledTabAction() {
        var chrome = Samples.tabs()
        chrome.tabActions = [ScreenAction(id: "logout", title: "Log out", isEnabled: false)]
        #expect(Samples.frame(Screen(title: "Contacts"), chrome: chrome)[22].hasSuffix("( Log out )"))
    }

    @Test("a modal screen's tab bar has no buttons and its key hints no tab digits or language")
    func modalTabBar() {
        var chrome = Samples.tabs()
        chrome.isModal = true
        let lines = Samples.frame(Screen(title: "New order"), chrome: chrome)
        #expect(!lines[22].contains("Log out"))
        #expect(!lines[23].contains("tabs"))
        #expect(!lines[23].contains("Deutsch"))
    }

    @Test("a link a module asked to open is shown under the title bar and said to be not opened")
    func externalLink() {
        let chrome = TerminalChrome(externalLink: URL(string: "tel:+1%20555%200100"))
        let lines = Samples.frame(Screen(title: "Alice"), chrome: chrome)
        #expect(lines[2] == " ↗ Call +1 555 0100 (shown, not opened)")
        let german = Samples.frame(Screen(title: "Alice"), chrome: TerminalChrome(externalLink: chrome.externalLink, language: .german))
        #expect(german[2] == " ↗ +1 555 0100 anrufen (angezeigt, nicht geöffnet)")
    }

    @Test("a share link shows its subject and its text; e-mail and web links say Email and Open")
    func shareLink() {
        let share = Samples.frame(
            Screen(title: "Item 3"), chrome: TerminalChrome(externalLink: URL(string: "mailto:?subject=Item%203&body=Item%203%3A%20Enabled")))
        #expect(share[2] == " ↗ Share “Item 3” (shown, not opened)")
        #expect(share[3] == "   Item 3: Enabled")
        let email = Samples.frame(Screen(title: "A"), chrome: TerminalChrome(externalLink: URL(string: "mailto:alice@example.com")))
        #expect(email[2].hasPrefix(" ↗ Email alice@example.com"))
        let web = Samples.frame(Screen(title: "A"), chrome: TerminalChrome(externalLink: URL(string: "https://example.com")))
        #expect(web[2].hasPrefix(" ↗ Open https://example.com"))
        let german = Samples.frame(
            Screen(title: "A"), chrome: TerminalChrome(externalLink: URL(string: "mailto:?subject=X"), language: .german))
        #expect(german[2].hasPrefix(" ↗ „X“ teilen"))
    }

    @Test("a link with a scheme a link may not have is not shown")
    func refusedLink() {
        let lines = Samples.frame(Screen(title: "A"), chrome: TerminalChrome(externalLink: URL(string: "javascript:alert(1)")))
        #expect(!lines.joined().contains("javascript"))
    }

    @Test("the key help lists every key in a box, in English and in German")
    func help() {
        var interaction = TerminalInteraction()
        #expect(interaction.handle(.character("?"), on: Samples.itemsList(), chrome: Samples.tabs()) == .redraw)
        #expect(interaction.isShowingHelp)
        let lines = interaction.frame(of: Samples.itemsList(), chrome: Samples.tabs(), size: .standard, styled: false)
        let text = lines.joined(separator: "\n")
        for expected in [
            "┌─ Keys ", "↑ ↓  j k", "Enter", "Tab  Shift-Tab", "Esc", "1–9", "Switch to Deutsch", "Show or hide these keys", "q  Ctrl-C",
            "shown, not opened",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        #expect(lines[23] == " Esc ? close  q quit")
        #expect(!lines.contains { $0.hasPrefix("▸") }, "the focus is not shown under the help")
        var german = TerminalInteraction()
        _ = german.handle(.character("?"), on: Samples.itemsList(), chrome: Samples.tabs(language: .german))
        let germanText = german.frame(of: Samples.itemsList(), chrome: Samples.tabs(language: .german), size: .standard, styled: false)
            .joined(separator: "\n")
        for expected in ["┌─ Tasten ", "Eingabe", "Umschalt-Tab", "Auf English umschalten", "Strg-C", "nicht geöffnet"] {
            #expect(germanText.contains(expected), "\(expected)")
        }
    }

    @Test("the key hint line offers the language switch in the other language's own name")
    func languageHint() {
        #expect(Samples.frame(Screen(title: "A"))[23].contains("L Deutsch"))
        #expect(Samples.frame(Screen(title: "A"), chrome: TerminalChrome(language: .german))[23].contains("L English"))
        let germanTabs = Samples.frame(Samples.everyKind(), chrome: Samples.tabs(canGoBack: true, language: .german))[23]
        #expect(germanTabs.contains("L English"), "kept before the tab digits, which the tab bar shows anyway")
    }

    @Test("the key hint line shows Esc back only where there is a Back, and drops hints that do not fit")
    func hints() {
        #expect(Samples.frame(Screen(title: "A"))[23] == " ↑ ↓ move  Enter select  L Deutsch  ? keys  q quit")
        #expect(Samples.frame(Screen(title: "A"), chrome: TerminalChrome(canGoBack: true))[23].contains("Esc back"))
        let narrow = Samples.frame(Screen(title: "A"), chrome: Samples.tabs(canGoBack: true), size: TerminalSize(columns: 40, rows: 24))
        #expect(narrow[23].contains("? keys"))
        #expect(TextWidth.columns(of: narrow[23]) <= 40)
    }

    @Test("content taller than the terminal scrolls, and the rules say there is more above or below")
    func scrollMarkers() {
        var interaction = TerminalInteraction()
        let screen = Samples.itemsList()
        let chrome = Samples.tabs()
        var lines = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(!lines[1].hasSuffix("▲"))
        #expect(lines[21].hasSuffix("▼"))
        _ = interaction.handle(.end, on: screen, chrome: chrome)
        lines = interaction.frame(of: screen, chrome: chrome, size: .standard, styled: false)
        #expect(lines[1].hasSuffix("▲"))
        #expect(!lines[21].hasSuffix("▼"))
    }

    @Test("styles are drawn only when asked for: the plain frame has no escape codes")
    func plainAndStyled() {
        for screen in [Samples.itemsList(), Samples.login(), Samples.contact(), Samples.everyKind(), Samples.confirmDelete()] {
            var plain = TerminalInteraction()
            var styled = TerminalInteraction()
            let plainLines = plain.frame(of: screen, chrome: Samples.tabs(), size: .standard, styled: false)
            let styledLines = styled.frame(of: screen, chrome: Samples.tabs(), size: .standard, styled: true)
            #expect(!plainLines.joined().contains("\u{1B}"))
            #expect(styledLines.joined().contains("\u{1B}["))
            let stripped = styledLines.map { line in
                line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            }
            #expect(stripped.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) } == plainLines)
        }
    }

    @Test("the focused row is drawn reversed across the terminal when styled")
    func styledFocus() {
        var interaction = TerminalInteraction()
        let lines = interaction.frame(of: Samples.itemsList(), chrome: TerminalChrome(), size: .standard, styled: true)
        let focused = lines.first { $0.contains("Item 1") }
        #expect(focused?.hasPrefix("\u{1B}[7m▸ \u{1B}[0m") == true)
        #expect(focused?.contains("\u{1B}[7;32m✓ ") == true, "the positive tone stays green in the focus")
    }
}
