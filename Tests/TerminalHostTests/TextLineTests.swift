import Testing

@testable import TerminalHost

@Suite("Measuring, cutting and styling lines of text")
struct TextLineTests {
    @Test("wide characters take two columns, combining marks none")
    func widths() {
        #expect(TextWidth.columns(of: "abc") == 3)
        #expect(TextWidth.columns(of: "äöü") == 3)
        #expect(TextWidth.columns(of: "e\u{301}") == 1)
        #expect(TextWidth.columns(of: "日本") == 4)
        #expect(TextWidth.columns(of: "😀") == 2)
    }

    @Test("long text is cut with an ellipsis to the columns it may take, wide characters included")
    func truncation() {
        #expect(TextWidth.truncated("Hello world", to: 8) == "Hello w…")
        #expect(TextWidth.truncated("Hello", to: 5) == "Hello")
        #expect(TextWidth.truncated("日本語テキスト", to: 6) == "日本…")
        #expect(TextWidth.truncated("abc", to: 0) == "")
        #expect(TextLine("Hello world", .bold).truncated(to: 6).plain == "Hello…")
    }

    @Test("messages wrap at spaces, and a word longer than a line is broken")
    func wrapping() {
        #expect(TextWidth.wrapped("the quick brown fox", to: 10) == ["the quick", "brown fox"])
        #expect(TextWidth.wrapped("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWidth.wrapped("", to: 4) == [""])
    }

    @Test("control characters in a module's text cannot reach the terminal")
    func sanitising() {
        let line = TextLine("evil\u{1B}[2Jtext\nnext\u{7}")
        #expect(!line.plain.contains("\u{1B}"))
        #expect(!line.plain.contains("\u{7}"))
        #expect(line.plain == "evil\u{FFFD}[2Jtext next\u{FFFD}")
        #expect(!line.rendered(styled: true).contains("\u{1B}[2J"))
    }

    @Test("a styled line carries ANSI codes only when drawn styled, and the same text either way")
    func styles() {
        var line = TextLine("plain ")
        line.append("bold", .bold)
        line.append(" red", .red)
        #expect(line.rendered(styled: false) == "plain bold red")
        #expect(line.rendered(styled: true) == "plain \u{1B}[1mbold\u{1B}[0m\u{1B}[31m red\u{1B}[0m")
        #expect(TextLine("x", [.reverse, .dim, .green]).rendered(styled: true) == "\u{1B}[2;7;32mx\u{1B}[0m")
    }

    @Test("a box laid over a line keeps what is left and right of it, cutting wide characters cleanly")
    func overlay() {
        let base = TextLine("0123456789")
        #expect(base.overlaid(with: TextLine("ab"), at: 3).plain == "012ab56789")
        #expect(TextLine("日本語").overlaid(with: TextLine("x"), at: 1).plain == " x本語")
        #expect(TextLine("日本語").overlaid(with: TextLine("x"), at: 0).plain == "x 本語")
        #expect(TextLine("ab").overlaid(with: TextLine("xy"), at: 4).plain == "ab  xy")
        #expect(base.prefix(columns: 4).plain == "0123")
        #expect(base.dropping(columns: 7).plain == "789")
    }
}
