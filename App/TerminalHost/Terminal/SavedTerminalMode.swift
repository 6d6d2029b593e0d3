#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal mode in force before the host switched to raw mode, kept where a signal handler can
/// reach it: a handler is a C function that captures nothing, so the saved mode cannot live in a
/// value. Written only by ``TerminalDevice/enableRawMode()`` and the restores, on the thread that
/// runs the host; a signal handler only reads it.
enum SavedTerminalMode {
    /// The descriptor whose mode was changed, or -1 when nothing is to be restored.
    nonisolated(unsafe) static var descriptor: Int32 = -1
    /// The mode to put back.
    nonisolated(unsafe) static var mode = termios()
    /// The descriptor the alternate screen was entered on, or -1 when it was not.
    nonisolated(unsafe) static var fullScreenDescriptor: Int32 = -1
    /// What leaves the full screen (styles off, cursor shown, normal screen), as bytes ready to
    /// write: a signal handler must not build strings.
    static let leaveFullScreenBytes: [UInt8] = Array((ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen).utf8)

    /// Puts the saved mode back and leaves the full screen, once; later calls do nothing. Uses only
    /// `tcsetattr` and `write`, which are async-signal-safe, so a signal handler may call it.
    static func restore() {
        if fullScreenDescriptor >= 0 {
            let descriptor = fullScreenDescriptor
            fullScreenDescriptor = -1
            leaveFullScreenBytes.withUnsafeBufferPointer { bytes in
                _ = write(descriptor, bytes.baseAddress, bytes.count)
            }
        }
        if descriptor >= 0 {
            _ = tcsetattr(descriptor, TCSAFLUSH, &mode)
            descriptor = -1
        }
    }
}
