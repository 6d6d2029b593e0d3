/// Every terminal escape code the host uses, in both directions, and nowhere else: what it writes
/// (the alternate screen, the cursor, clearing, SGR styles) and how it reads the keys a terminal
/// sends as sequences (`ESC [ A` is Up). No third-party library: these few ECMA-48/xterm codes are
/// all a full-screen text app needs.
enum ANSI {
    /// The escape byte that starts every sequence (and that the Esc key sends alone).
    static let escapeByte: UInt8 = 0x1B
    /// The byte after ESC that starts a control sequence (`ESC [`).
    static let controlSequenceByte = UInt8(ascii: "[")
    /// The byte after ESC that starts a single-shift sequence (`ESC O`, arrows in application mode).
    static let singleShiftByte = UInt8(ascii: "O")

    /// Switches to the alternate screen, so the shell's scrollback is left as it was.
    static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Switches back to the normal screen.
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Clears the whole screen.
    static let clearScreen = "\u{1B}[2J"
    /// Moves the cursor to the top left corner.
    static let home = "\u{1B}[H"
    /// Hides the cursor (the focus is drawn, not the cursor).
    static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor again.
    static let showCursor = "\u{1B}[?25h"
    /// Clears from the cursor to the end of its line.
    static let clearToEndOfLine = "\u{1B}[K"
    /// Turns every style off.
    static let reset = "\u{1B}[0m"

    /// Moves the cursor to `row` and `column`, both counted from 1.
    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(max(1, row));\(max(1, column))H"
    }

    /// The SGR sequence that sets `style` from a reset state; empty for no style.
    static func sgr(_ style: TextStyle) -> String {
        var codes: [String] = []
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.underline) { codes.append("4") }
        if style.contains(.reverse) { codes.append("7") }
        if style.contains(.red) {
            codes.append("31")
        } else if style.contains(.green) {
            codes.append("32")
        } else if style.contains(.yellow) {
            codes.append("33")
        } else if style.contains(.cyan) {
            codes.append("36")
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// `text` drawn in `style`, the style reset after it.
    static func styled(_ text: String, _ style: TextStyle) -> String {
        let codes = sgr(style)
        return codes.isEmpty ? text : codes + text + reset
    }

    /// The key a control sequence `ESC [ <parameters> <final>` stands for, or `nil` for one the host
    /// does not use. Modifiers (`ESC [ 1 ; 5 A`, Ctrl-Up) are ignored: Ctrl-Up moves as Up does.
    static func key(controlSequence parameters: [UInt8], final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            let first = parameters.split(separator: UInt8(ascii: ";")).first.map { String(decoding: $0, as: UTF8.self) }
            switch first {
            case "1", "7": return .home
            case "3": return .delete
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The key a single-shift sequence `ESC O <final>` stands for (arrows, Home and End in a
    /// terminal's application mode), or `nil`.
    static func key(singleShift final: UInt8) -> Key? {
        key(controlSequence: [], final: final)
    }
}
