import Foundation

/// Which team owns each module, read from a repository's `CODEOWNERS`: what a budget's failure and
/// a trace's spans name, so a cost lands with the team that can change it. It reads the forms the
/// repository's file uses, `*` and an anchored folder (`/Modules/ItemsList/Sources/`), and, as
/// GitHub does, the last line that matches wins.
///
/// ```swift
/// let owners = ModuleOwners(codeOwners: "*  @team-platform\n/Modules/ItemsList/Sources/  @team-items\n")
/// owners.owners(of: "ItemsList")   // "@team-items"
/// owners.owners(of: "Home")        // "@team-platform"
/// ```
public struct ModuleOwners: Sendable, Equatable {
    /// The file's rules, in order: a pattern and its owners as written.
    private let rules: [Rule]

    private struct Rule: Sendable, Equatable {
        let pattern: String
        let owners: String
    }

    /// The owners `codeOwners` (a `CODEOWNERS` file's text) gives; comments and blank lines are skipped.
    public init(codeOwners: String = "") {
        rules = codeOwners.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let pattern = words.first, !pattern.hasPrefix("#"), words.count > 1 else { return nil }
            return Rule(pattern: String(pattern), owners: words.dropFirst().joined(separator: " "))
        }
    }

    /// The owners in the `CODEOWNERS` (or `.github/CODEOWNERS`) of the nearest folder above `path`
    /// that has one: a test's or the app's own source file, given as `#filePath`, finds the
    /// repository's file, with no copy to keep in step. `nil` when no folder above has one (a
    /// binary run away from its sources).
    public init?(nearestAbove path: String) {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        while folder.path != "/" {
            for candidate in ["CODEOWNERS", ".github/CODEOWNERS"] {
                if let text = try? String(contentsOf: folder.appendingPathComponent(candidate), encoding: .utf8) {
                    self.init(codeOwners: text)
                    return
                }
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The owners of `module`'s implementation (the last line matching `/Modules/<module>/Sources/`),
    /// as written (`@team-items`), or `nil` when no line matches.
    public func owners(of module: String) -> String? {
        let folder = "/Modules/\(module)/Sources/"
        return rules.last { rule in
            rule.pattern == "*" || folder.hasPrefix(rule.pattern.hasSuffix("/") ? rule.pattern : rule.pattern + "/")
        }?.owners
    }
}
