import Testing

@testable import TerminalHost

@Suite("Reading keys from a terminal's bytes")
struct KeyDecoderTests {
    /// The keys `chunks` decode to, read one after another by one decoder.
    private func keys(_ chunks: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode($0) }
    }

    /// The UTF-8 bytes of `text`.
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("the arrows arrive as ESC [ A–D, and in application mode as ESC O A–D")
    func arrows() {
        #expect(keys(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
        #expect(keys(bytes("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD")) == [.up, .down, .right, .left])
        #expect(keys(bytes("\u{1B}[1;5A")) == [.up], "Ctrl-Up moves as Up does")
    }

    @Test("Page Up, Page Down, Home, End and Delete arrive as their sequences")
    func pagingKeys() {
        #expect(keys(bytes("\u{1B}[5~\u{1B}[6~")) == [.pageUp, .pageDown])
        #expect(
            keys(bytes("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}OH\u{1B}OF")) == [
                .home, .end, .home, .end, .home, .end, .home, .end,
            ])
        #expect(keys(bytes("\u{1B}[3~")) == [.delete])
    }

    @Test("Enter is \\r or \\n, and \\r\\n together is one Enter")
    func enter() {
        #expect(keys([0x0D]) == [.enter])
        #expect(keys([0x0A]) == [.enter])
        #expect(keys([0x0D, 0x0A]) == [.enter])
        #expect(keys([0x0D, 0x0D]) == [.enter, .enter])
    }

    @Test("Tab, Shift-Tab, Backspace (0x7F and 0x08), Ctrl-C, Ctrl-D and Ctrl-L")
    func controlKeys() {
        #expect(keys([0x09]) == [.tab])
        #expect(keys(bytes("\u{1B}[Z")) == [.backTab])
        #expect(keys([0x7F, 0x08]) == [.backspace, .backspace])
        #expect(keys([0x03]) == [.ctrlC])
        #expect(keys([0x04]) == [.ctrlD])
        #expect(keys([0x0C]) == [.ctrlL])
    }

    @Test("ESC before another key is Esc, then that key; a lone ESC at the end of a chunk waits for what comes next")
    func escape() {
        #expect(keys([0x1B, 0x1B]) == [.escape], "the second one waits")
        #expect(keys(bytes("\u{1B}x")) == [.escape, .character("x")])
        #expect(keys([0x1B]).isEmpty)
        #expect(keys([0x1B], [0x1B]) == [.escape])
    }

    @Test("a lone ESC is Esc once a whole frame passed with nothing read; an arrow split after its ESC stays one key across ticks")
    func escapeAfterQuiet() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.tick().isEmpty, "bytes were read in this frame: the rest may be in the next read")
        #expect(decoder.tick() == [.escape], "a whole frame with nothing read")
        #expect(decoder.tick().isEmpty, "nothing is left waiting")

        #expect(decoder.decode(bytes("a\u{1B}")) == [.character("a")])
        #expect(decoder.tick().isEmpty)
        #expect(decoder.decode(bytes("[C")) == [.right], "not Esc, then [ and C")
        #expect(decoder.tick().isEmpty)
        #expect(decoder.tick().isEmpty, "nothing pending, nothing to finish")
    }

    @Test("5,000 arrows written at once and read in chunks of any size are 5,000 arrows")
    func arrowsSplitAnywhere() {
        let stream = Array(String(repeating: "\u{1B}[C", count: 5_000).utf8)
        for size in [1, 2, 7, 256, 4_096] {
            var decoder = KeyDecoder()
            var decoded: [Key] = []
            for start in stride(from: 0, to: stream.count, by: size) {
                decoded += decoder.decode(Array(stream[start ..< min(start + size, stream.count)]))
                decoded += decoder.tick()
            }
            #expect(decoded == Array(repeating: .right, count: 5_000), "chunks of \(size)")
        }
    }

    @Test("printable characters come as characters, ASCII and UTF-8 alike")
    func characters() {
        #expect(keys(bytes("q?1 ")) == [.character("q"), .character("?"), .character("1"), .character(" ")])
        #expect(keys(bytes("äß€😀")) == [.character("ä"), .character("ß"), .character("€"), .character("😀")])
    }

    @Test("a sequence or a character split between reads is kept until its rest arrives")
    func splitSequences() {
        #expect(keys([0x1B, UInt8(ascii: "[")], [UInt8(ascii: "A")]) == [.up])
        #expect(keys([0x1B, UInt8(ascii: "["), UInt8(ascii: "5")], [UInt8(ascii: "~")]) == [.pageUp])
        #expect(keys([0x1B, UInt8(ascii: "O")], [UInt8(ascii: "B")]) == [.down])
        let umlaut = bytes("ä")
        #expect(keys([umlaut[0]], [umlaut[1]]) == [.character("ä")])
        let emoji = bytes("😀")
        #expect(keys(Array(emoji.prefix(2)), Array(emoji.dropFirst(2))) == [.character("😀")])
    }

    @Test("an unfinished sequence the terminal never completes becomes Esc once it has gone quiet")
    func quiet() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.tick() == [])
        #expect(decoder.tick() == [.escape])
        #expect(decoder.tick() == [], "nothing is left waiting")
        #expect(decoder.decode(bytes("a")) == [.character("a")])
    }

    @Test("sequences and bytes the host does not use are skipped, and the keys around them kept")
    func ignored() {
        #expect(keys(bytes("a\u{1B}[15~b")) == [.character("a"), .character("b")], "F5")
        #expect(keys([0x01, UInt8(ascii: "a"), 0x80, 0xFF, UInt8(ascii: "b")]) == [.character("a"), .character("b")])
        #expect(keys([0xC3, UInt8(ascii: "a")]) == [.character("a")], "a broken UTF-8 lead byte")
    }
}
