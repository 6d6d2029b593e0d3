import Foundation

/// Writes the shell's own diagnostics (leaks, refused links) to standard error.
enum ShellLog {
    /// Writes one line to standard error, prefixed with `[WebShell]`.
    static func write(_ message: String) {
        FileHandle.standardError.write(Data("[WebShell] \(message)\n".utf8))
    }
}
