/// A key the person pressed, as ``KeyDecoder`` reads it from the terminal's bytes.
enum Key: Sendable, Hashable {
    /// The Up arrow.
    case up
    /// The Down arrow.
    case down
    /// The Left arrow.
    case left
    /// The Right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Enter or Return (`\r` or `\n`).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Esc on its own.
    case escape
    /// Backspace (the byte 0x7F or 0x08).
    case backspace
    /// Delete (forward delete, `ESC [ 3 ~`).
    case delete
    /// Ctrl-C (the byte 3, since raw mode turns signals from keys off).
    case ctrlC
    /// Ctrl-D (the byte 4).
    case ctrlD
    /// Ctrl-L (the byte 12), which redraws the screen in many terminal apps.
    case ctrlL
    /// A printable character, ASCII or not (`ä`, `€`).
    case character(Character)

    /// The character the key types, or `nil` for a key that types none.
    var character: Character? {
        if case .character(let character) = self { character } else { nil }
    }
}
