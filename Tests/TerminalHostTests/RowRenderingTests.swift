import Foundation
import Testing
import ViperKit

@testable import TerminalHost

@Suite("Drawing sections and rows by cell kind as text")
struct RowRenderingTests {
    /// The frame's line that contains `text`.
    private func line(containing text: String, in lines: [String]) -> String? {
        lines.first { $0.contains(text) }
    }

    @Test("a section's header is drawn above its rows")
    func sectionHeader() {
        let lines = Samples.frame(Samples.everyKind())
        #expect(lines[2] == "  Every kind")
        #expect(lines.contains("  Orders") == false)
        let contact = Samples.frame(Samples.contact())
        #expect(contact.contains("  Details"))
        #expect(contact.contains("  Orders"))
    }

    @Test("a basic row has its title at the left and its detail at the right")
    func basic() {
        let row = line(containing: "Basic title", in: Samples.frame(Samples.everyKind()))
        #expect(row == "  Basic title" + String(repeating: " ", count: 80 - 2 - 11 - 12) + "basic detail")
    }

    @Test("a subtitle row has its detail on a second line")
    func subtitle() {
        let lines = Samples.frame(Samples.everyKind())
        let index = lines.firstIndex { $0.contains("Subtitle title") }
        #expect(index.map { lines[$0] } == "  Subtitle title")
        #expect(index.map { lines[$0 + 1] } == "  subtitle detail")
    }

    @Test("a button row is drawn as a button, focusable and marked selectable")
    func button() {
        let row = line(containing: "Add sample items", in: Samples.frame(Samples.everyKind()))
        #expect(row?.hasPrefix("▸ [ Add sample items ]") == true, "the only selectable row takes the focus")
        #expect(row?.hasSuffix("›") == true)
    }

    @Test("a placeholder row shows its title faint")
    func placeholder() {
        #expect(line(containing: "Loading row…", in: Samples.frame(Samples.everyKind())) == "  Loading row…")
        var interaction = TerminalInteraction()
        let styled = interaction.frame(of: Samples.everyKind(), chrome: TerminalChrome(), size: .standard, styled: true)
        #expect(styled.contains { $0.contains("\u{1B}[2mLoading row…") })
    }

    @Test("an error row is red behind a mark, its detail under it")
    func errorRow() {
        let lines = Samples.frame(Samples.everyKind())
        let index = lines.firstIndex { $0.contains("could not be loaded") }
        #expect(index.map { lines[$0] } == "  ! The list could not be loaded")
        #expect(index.map { lines[$0 + 1] } == "  Try again later")
    }

    @Test("a message row is wrapped, never cut")
    func message() {
        let long = ScreenRow(id: "m", kind: .message, title: String(repeating: "nothing ", count: 20))
        let lines = Samples.frame(Screen(title: "A", sections: [ScreenSection(id: "s", rows: [long])]))
        #expect(lines.filter { $0.contains("nothing") }.count == 3)
        #expect(lines.joined(separator: " ").components(separatedBy: "nothing").count - 1 == 20)
    }

    @Test("a kind a module defined is drawn as a basic row")
    func moduleKind() {
        let row = line(containing: "Workplace", in: Samples.frame(Samples.everyKind()))
        #expect(row?.hasPrefix("  Workplace ") == true)
        #expect(row?.hasSuffix("Berlin") == true)
    }

    @Test("tones are marked: a tick for positive, a cross for negative, in a column the section keeps")
    func tones() {
        let lines = Samples.frame(Samples.everyKind())
        #expect(lines.contains("    Normal tone"))
        #expect(lines.contains("  ✓ Positive tone"))
        #expect(lines.contains("  ✗ Negative tone"))
        #expect(lines.contains("    Secondary tone"))
        var interaction = TerminalInteraction()
        let styled = interaction.frame(of: Samples.everyKind(), chrome: TerminalChrome(), size: .standard, styled: true).joined()
        #expect(styled.contains("\u{1B}[32m✓ Positive tone"))
        #expect(styled.contains("\u{1B}[31m✗ Negative tone"))
        #expect(styled.contains("\u{1B}[2m  Secondary tone"))
    }

    @Test("a row's picture is drawn as its initials, in ( ) without a photo and in [ ] for a photo")
    func images() {
        let lines = Samples.frame(Samples.contact())
        #expect(line(containing: "Alice Martin  ", in: lines)?.hasPrefix("  (AM) Alice Martin") == true)
        #expect(lines.contains("  [BS] Bob Stone"))
    }

    @Test("a row's link is marked; a selectable row's link is on its own line, worded by its scheme")
    func links() {
        let lines = Samples.frame(Samples.contact())
        let phone = line(containing: "Phone", in: lines)
        #expect(phone?.hasSuffix("+1 555 0100 ↗") == true)
        #expect(line(containing: "alice@example.com ›", in: lines)?.hasPrefix("  Email") == true)
        #expect(lines.contains("  ↗ Email alice@example.com"))
        #expect(lines.contains("  Script"), "a javascript: link is not a link")
        let german = Samples.frame(Samples.contact(), chrome: TerminalChrome(language: .german))
        #expect(german.contains("  ↗ E-Mail an alice@example.com"))
    }

    @Test("a paged section says which rows of how many it shows and offers Next, and Previous past the first page")
    func pagedSection() {
        var interaction = TerminalInteraction()
        let first = interaction.frame(of: Samples.itemsList(), chrome: TerminalChrome(), size: Samples.wide, styled: false)
        #expect(first[2].hasSuffix("Showing 1–10 of 95"))
        #expect(first.contains("  [ Next › ]"))
        #expect(!first.joined().contains("Previous"))
        let middle = Samples.frame(Samples.itemsList(offset: 40), size: Samples.wide)
        #expect(middle[2].hasSuffix("Showing 41–50 of 95"))
        #expect(middle.contains("  [ ‹ Previous ]   [ Next › ]"))
        let last = Samples.frame(Samples.itemsList(offset: 90), size: Samples.wide)
        #expect(last[2].hasSuffix("Showing 91–95 of 95"))
        #expect(last.contains("  [ ‹ Previous ]"))
        let german = Samples.frame(Samples.itemsList(offset: 40, total: 1234), chrome: TerminalChrome(language: .german), size: Samples.wide)
        #expect(german[2].hasSuffix("41–50 von 1.234"))
        #expect(german.contains("  [ ‹ Vorherige ]   [ Weiter › ]"))
    }

    @Test("a paged section scrolled past its end says it shows none, an empty one says nothing")
    func pagedEdges() {
        let past = Screen(title: "A", sections: [ScreenSection(id: "s", window: RowWindow(offset: 20, pageSize: 10, total: 20))])
        #expect(Samples.frame(past).contains { $0.hasSuffix("Showing 0 of 20") })
        let empty = Screen(
            title: "A", status: .empty("No items"), sections: [ScreenSection(id: "s", window: RowWindow(offset: 0, pageSize: 10, total: 0))])
        #expect(!Samples.frame(empty).joined().contains("Showing"))
    }

    @Test("a title and detail too long for the line are both cut with an ellipsis")
    func longRow() {
        let row = ScreenRow(id: "r", title: String(repeating: "Title ", count: 20), detail: String(repeating: "Detail ", count: 20))
        let line = Samples.frame(Screen(title: "A", sections: [ScreenSection(id: "s", rows: [row])]))[2]
        #expect(TextWidth.columns(of: line) == 80)
        #expect(line.components(separatedBy: "…").count == 3)
    }
}
