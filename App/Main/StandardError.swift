import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Standard error, sent to a file while the terminal host draws full screen: a log line written
/// to the terminal would draw over the screen.
enum StandardError {
    /// Sends standard error (descriptor 2, where every logger writes) to the end of the file at
    /// `path`, created with its folder if missing.
    static func redirect(to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let file = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(file) }
        guard dup2(file, STDERR_FILENO) >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
