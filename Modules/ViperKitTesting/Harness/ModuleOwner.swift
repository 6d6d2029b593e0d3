import Foundation
import Synchronization

/// The team that owns a module, read from the repository's `CODEOWNERS` (found by walking up from a
/// test file's folder), for messages that say whom a failure is for. It reads the two forms the
/// repository's file uses, `*` and an anchored folder (`/Modules/ItemsList/Sources/`), and, as
/// GitHub does, the last line that matches wins.
enum ModuleOwner {
    /// Each `CODEOWNERS` read so far, by path, as (pattern, owners) lines in file order.
    private static let files = Mutex<[String: [(pattern: String, owners: String)]]>([:])

    /// The owners of `module`'s implementation folder (`Modules/<module>/Sources/`), from the
    /// `CODEOWNERS` nearest above `filePath`, or `nil` when there is none or no line matches.
    static func owners(of module: String, near filePath: String) -> String? {
        guard let lines = lines(near: URL(fileURLWithPath: filePath).deletingLastPathComponent()) else { return nil }
        let folder = "/Modules/\(module)/Sources/"
        return lines.last { $0.pattern == "*" || folder.hasPrefix($0.pattern.hasSuffix("/") ? $0.pattern : $0.pattern + "/") }?.owners
    }

    private static func lines(near start: URL) -> [(pattern: String, owners: String)]? {
        var folder = start.standardizedFileURL
        while folder.path != "/" {
            for candidate in ["CODEOWNERS", ".github/CODEOWNERS"] {
                let file = folder.appendingPathComponent(candidate).path
                if let known = files.withLock({ $0[file] }) { return known }
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                let lines = text.split(separator: "\n").compactMap { line -> (pattern: String, owners: String)? in
                    let words = line.split(separator: " ", omittingEmptySubsequences: true)
                    guard let pattern = words.first, !pattern.hasPrefix("#"), words.count > 1 else { return nil }
                    return (String(pattern), words.dropFirst().joined(separator: " "))
                }
                files.withLock { $0[file] = lines }
                return lines
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
