import Foundation
import Testing
import ViperKit

@testable import TerminalHost

@Suite("Every frame fits its terminal, 80x24 and wide, in both languages")
struct FrameSizeTests {
    /// Every sample screen, with a name for failure messages.
    static let screens: [(name: String, screen: Screen)] = [
        ("items list", Samples.itemsList()),
        ("items list, middle page", Samples.itemsList(offset: 40)),
        ("login", Samples.login(usernameError: "Enter your username", formError: "Wrong username or password")),
        ("order entry", Samples.orderEntry(status: .loading("Saving the order…"))),
        ("contact", Samples.contact()),
        ("every kind", Samples.everyKind()),
        ("alert", Samples.confirmDelete()),
        ("failed", Screen(title: "Items", status: .failed(String(repeating: "The items could not be loaded. ", count: 12)))),
        ("empty", Screen(title: String(repeating: "A very long title ", count: 10), status: .empty("No items"))),
    ]

    /// The chrome each screen is drawn in: tabs with Back, modal, bare, with a link to show.
    static func chromes(_ language: Language) -> [TerminalChrome] {
        [
            Samples.tabs(canGoBack: true, language: language),
            TerminalChrome(canGoBack: true, isModal: true, tabTitles: ["Items"], language: language),
            TerminalChrome(externalLink: URL(string: "mailto:?subject=Item%203&body=Item%203%3A%20Enabled"), language: language),
        ]
    }

    /// The columns a drawn line takes, its escape codes left out.
    private func columns(_ line: String) -> Int {
        TextWidth.columns(of: line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression))
    }

    @Test(
        "every screen fills the terminal exactly, no line wider than it, styled or plain",
        arguments: [TerminalSize.standard, Samples.wide], [Language.english, .german])
    func fits(size: TerminalSize, language: Language) {
        for (name, screen) in Self.screens {
            for chrome in Self.chromes(language) {
                for styled in [false, true] {
                    var interaction = TerminalInteraction()
                    var lines = interaction.frame(of: screen, chrome: chrome, size: size, styled: styled)
                    _ = interaction.handle(.end, on: screen, chrome: chrome)
                    lines += interaction.frame(of: screen, chrome: chrome, size: size, styled: styled)
                    _ = interaction.handle(.character("?"), on: screen, chrome: chrome)
                    lines += interaction.frame(of: screen, chrome: chrome, size: size, styled: styled)
                    #expect(lines.count == size.rows * 3, "\(name) at \(size)")
                    #expect(lines.allSatisfy { columns($0) <= size.columns }, "\(name) at \(size)")
                }
            }
        }
    }

    @Test("on a wide terminal everything a screen holds is on view at once", arguments: [Language.english, .german])
    func wideShowsAll(language: Language) {
        for (name, screen) in Self.screens where screen.alert == nil {
            let text = Samples.frame(screen, chrome: Samples.tabs(canGoBack: true, language: language), size: Samples.wide).joined(separator: "\n")
            var expected = [String(screen.title.prefix(20)), language == .german ? "Zurück" : "Back", "Log out", "Account"]
            expected += screen.actions.map(\.title)
            expected += screen.sections.compactMap(\.title)
            expected += screen.sections.flatMap(\.rows).map(\.title)
            expected += screen.form.map { $0.fields.map(\.label) + [$0.submit.title] } ?? []
            for part in expected {
                #expect(text.contains(part), "\(name): \(part)")
            }
        }
    }

    @Test(
        "a tiny terminal still gets exactly its size",
        arguments: [
            TerminalSize(columns: 1, rows: 1), TerminalSize(columns: 10, rows: 3), TerminalSize(columns: 24, rows: 6),
            TerminalSize(columns: 0, rows: 0),
        ])
    func tiny(size: TerminalSize) {
        for (name, screen) in Self.screens {
            for chrome in Self.chromes(.german) {
                var interaction = TerminalInteraction()
                let lines = interaction.frame(of: screen, chrome: chrome, size: size, styled: true)
                #expect(lines.count == size.rows, "\(name)")
                #expect(lines.allSatisfy { columns($0) <= size.columns }, "\(name)")
            }
        }
    }

    @Test("the key hint line is always the last line")
    func hintLast() {
        let lines = Samples.frame(Samples.itemsList(), chrome: Samples.tabs(), size: TerminalSize(columns: 80, rows: 4))
        #expect(lines.count == 4)
        #expect(lines[3].hasPrefix(" ↑ ↓ move"))
    }
}
