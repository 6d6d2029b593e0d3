#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal mode in force before the host switched to raw mode, and whether the alternate
/// screen is on: one per process, as the terminal is, so every restore finds them and the second
/// does nothing. Written only by ``TerminalDevice/enableRawMode()``, ``TerminalDevice/enterFullScreen()``
/// and the restores, on the main actor that runs the host.
enum SavedTerminalMode {
    /// The descriptor whose mode was changed, or -1 when nothing is to be restored.
    nonisolated(unsafe) static var descriptor: Int32 = -1
    /// The mode to put back.
    nonisolated(unsafe) static var mode = termios()
    /// The descriptor the alternate screen was entered on, or -1 when it was not.
    nonisolated(unsafe) static var fullScreenDescriptor: Int32 = -1
    /// What leaves the full screen (styles off, cursor shown, normal screen), as bytes ready to
    /// write.
    static let leaveFullScreenBytes: [UInt8] = Array((ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen).utf8)

    /// Puts the saved mode back and leaves the full screen, once; later calls do nothing.
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
