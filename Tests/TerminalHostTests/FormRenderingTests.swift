import Testing
import ViperKit

@testable import TerminalHost

@Suite("Drawing forms as text")
struct FormRenderingTests {
    @Test("each field is its label, a star when required, and its value in a box to fill")
    func fields() {
        let lines = Samples.frame(Samples.login())
        #expect(lines[2] == "▸ Username * demo " + String(repeating: "_", count: 43))
        #expect(lines[3] == "  Password * " + String(repeating: "_", count: 48))
        #expect(lines[4] == "             [ Log in ]")
    }

    @Test("a password is never shown, only a dot for each character typed")
    func password() {
        var interaction = TerminalInteraction()
        let screen = Samples.login()
        _ = interaction.handle(.down, on: screen, chrome: TerminalChrome())
        for character in "hunter2" { _ = interaction.handle(.character(character), on: screen, chrome: TerminalChrome()) }
        let lines = interaction.frame(of: screen, chrome: TerminalChrome(), size: .standard, styled: false)
        #expect(lines[3].hasPrefix("▸ Password * ••••••• _"))
        #expect(!lines.joined().contains("hunter2"))
        #expect(!lines.joined().contains("secret"), "the module's value is not echoed either")
    }

    @Test("a field's validation message is under its value, the form's message above the fields")
    func validation() {
        let lines = Samples.frame(Samples.login(usernameError: "Enter your username", formError: "Wrong username or password"))
        #expect(lines[2] == "  ! Wrong username or password")
        #expect(lines[3].hasPrefix("▸ Username *"))
        #expect(lines[4] == "             ! Enter your username")
        let german = Samples.frame(Samples.login(usernameError: "Benutzernamen eingeben"), chrome: TerminalChrome(language: .german))
        #expect(german[3] == "             ! Benutzernamen eingeben")
    }

    @Test("a choice field shows its choice between ‹ ›, or Choose… while none is picked")
    func choice() {
        let none = Samples.frame(Samples.orderEntry())
        #expect(none[2] == "  Product * ‹ Choose… ›")
        #expect(Samples.frame(Samples.orderEntry(), chrome: TerminalChrome(language: .german))[2] == "  Product * ‹ Bitte wählen… ›")
        #expect(Samples.frame(Samples.orderEntry(product: "p2"))[2] == "  Product * ‹ Pears ›")
    }

    @Test("number and search fields show their value; the first field in error takes the focus")
    func numberAndSearch() {
        let lines = Samples.frame(Samples.orderEntry())
        #expect(lines[3].hasPrefix("▸ Quantity  1 _"))
        #expect(lines[4] == "            ! Enter a whole number")
        #expect(lines[5] == "  Find      " + String(repeating: "_", count: 48))
        #expect(lines[6] == "            [ Save ]")
    }

    @Test("a disabled submit button is drawn in ( ); a loading form says so above its fields")
    func disabledSubmit() {
        let lines = Samples.frame(Samples.orderEntry(submitEnabled: false, status: .loading("Saving…")))
        #expect(lines[2] == "  ◌ Saving…")
        #expect(lines.contains("            ( Save )"))
    }

    @Test("on a narrow terminal the value goes under its label")
    func narrow() {
        let lines = Samples.frame(Samples.login(), size: TerminalSize(columns: 20, rows: 12))
        #expect(lines[2] == "▸ Username *")
        #expect(lines[3] == "    demo " + String(repeating: "_", count: 11))
        #expect(lines[4] == "  Password *")
        #expect(lines.allSatisfy { TextWidth.columns(of: $0) <= 20 })
    }

    @Test("a long value shows its end while typed into, its start cut with an ellipsis otherwise")
    func longValue() {
        var interaction = TerminalInteraction()
        let screen = Screen(
            title: "A",
            form: ScreenForm(
                fields: [
                    ScreenField(id: "a", label: "A", value: String(repeating: "x", count: 60) + "END"),
                    ScreenField(id: "b", label: "B", value: "START" + String(repeating: "y", count: 60)),
                ],
                submit: ScreenAction(id: "go", title: "Go")))
        let lines = interaction.frame(of: screen, chrome: TerminalChrome(), size: .standard, styled: false)
        #expect(lines[2].hasSuffix("xEND"))
        #expect(lines[3].hasPrefix("  B START"))
        #expect(lines[3].hasSuffix("y…"))
    }
}
