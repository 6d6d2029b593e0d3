#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal the host runs on, by its file descriptors: whether it is one (`isatty`), its size
/// (`TIOCGWINSZ`), raw mode (termios) and its restore, reading bytes and drawing frames. The mode
/// in force before raw mode is kept in ``SavedTerminalMode``, once for the process, so a restore
/// from anywhere puts it back, and only once.
///
/// Raw mode turns off echo, line editing and signals from keys (`ISIG`): Ctrl-C arrives as the byte
/// 3, so the host quits cleanly and restores the terminal itself.
struct TerminalDevice: Sendable {
    /// The descriptor keys are read from.
    let input: Int32
    /// The descriptor frames are written to.
    let output: Int32

    /// The terminal on `input` and `output` (standard input and output by default).
    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether both descriptors are terminals, so the host can draw full screen and read keys.
    var isTerminal: Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// The window's size as the terminal reports it, or 80x24 when it does not (not a terminal, or
    /// a terminal that says 0x0).
    var size: TerminalSize {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return .standard }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Switches `input` to raw mode (no echo, no line editing, no signals from keys, bytes as they
    /// come), saving the mode in force for ``restoreMode()``.
    func enableRawMode() throws(TerminalError) {
        guard isatty(input) == 1 else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        if SavedTerminalMode.descriptor < 0 {
            SavedTerminalMode.mode = original
            SavedTerminalMode.descriptor = input
        }
        var raw = original
        cfmakeraw(&raw)
        // cfmakeraw already turns ISIG off; say so, since Ctrl-C must arrive as a byte.
        raw.c_lflag &= ~tcflag_t(ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw .systemCall("tcsetattr", errno: errno) }
    }

    /// Puts back the mode saved by ``enableRawMode()`` and leaves the full screen, if they were
    /// changed; harmless to call twice.
    func restoreMode() {
        SavedTerminalMode.restore()
    }

    /// Switches to the alternate screen, hides the cursor and clears; ``restoreMode()`` switches
    /// back.
    func enterFullScreen() {
        SavedTerminalMode.fullScreenDescriptor = output
        write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen + ANSI.home)
    }

    /// Leaves the alternate screen and shows the cursor, if ``enterFullScreen()`` entered it.
    func leaveFullScreen() {
        guard SavedTerminalMode.fullScreenDescriptor >= 0 else { return }
        SavedTerminalMode.fullScreenDescriptor = -1
        write(SavedTerminalMode.leaveFullScreenBytes)
    }

    /// Draws `lines` (a frame from ``TerminalInteraction/frame(of:chrome:size:styled:)``) from the
    /// top left corner, each on its own row, clearing what an earlier frame left to the right, in
    /// one write so the terminal never shows half a frame. Returns `false` when the terminal is gone
    /// (it hung up, or its descriptor closed).
    @discardableResult
    func draw(_ lines: [String]) -> Bool {
        var text = ""
        for (index, line) in lines.enumerated() {
            text += ANSI.moveTo(row: index + 1, column: 1) + line + ANSI.reset + ANSI.clearToEndOfLine
        }
        return write(text)
    }

    /// Writes `text` as UTF-8; `false` when the terminal is gone.
    @discardableResult
    func write(_ text: String) -> Bool {
        write(Array(text.utf8))
    }

    /// Writes all of `bytes`, retrying after interruptions and short writes. Returns `false` when
    /// the write failed: the terminal hung up (EIO: its window closed, an SSH connection dropped),
    /// its reader went away (EPIPE; SIGPIPE is ignored while the host runs) or the descriptor is
    /// closed (EBADF). Never traps: a terminal can go away at any write.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let written = Darwin.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Waits for input and returns the bytes that came (a key, a key's sequence, or as much of a
    /// paste as is there, up to `maxCount`), or `nil` at the end of input or on an error (EIO once
    /// the terminal hung up). Blocks the calling thread: call it off the main actor.
    func read(maxCount: Int = 65_536) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max(1, maxCount))
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                #if canImport(Glibc)
                Glibc.read(input, bytes.baseAddress, bytes.count)
                #else
                Darwin.read(input, bytes.baseAddress, bytes.count)
                #endif
            }
            if count > 0 { return Array(buffer.prefix(count)) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }
}
