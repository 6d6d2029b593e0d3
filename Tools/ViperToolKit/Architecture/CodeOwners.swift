import Foundation

/// A package's CODEOWNERS file, parsed: its rules in order, so the owner of a path is given by the
/// last rule whose pattern matches it (GitHub's semantics).
///
/// Blank lines and lines starting with `#` are skipped, as is everything from a word starting with
/// `#` to the end of a line. A line is a pattern followed by its owners, separated by whitespace.
public struct CodeOwners: Sendable, Hashable {
    /// Where GitHub looks for the file, in the order it looks: the first one that exists is used.
    public static let locations = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"]

    /// The file's path relative to the package's folder (`CODEOWNERS`).
    public let path: String
    /// The rules, in the file's order.
    public let lines: [CodeOwnersLine]
    /// For each folder an anchored literal pattern names, the index of its last line.
    private let literalLines: [String: Int]
    /// The indices of the other lines (globs, unanchored names), tried one by one.
    private let patternLines: [Int]

    /// Parses `text`, the contents of the file at `path`.
    public init(text: String, path: String = "CODEOWNERS") {
        self.path = path
        var lines: [CodeOwnersLine] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            if let comment = words.firstIndex(where: { $0.hasPrefix("#") }) { words.removeSubrange(comment...) }
            guard let pattern = words.first else { continue }
            lines.append(CodeOwnersLine(line: index + 1, pattern: pattern, owners: Array(words.dropFirst())))
        }
        self.lines = lines
        var literalLines: [String: Int] = [:]
        var patternLines: [Int] = []
        for (index, line) in lines.enumerated() {
            if let folder = line.literalFolder { literalLines[folder] = index } else { patternLines.append(index) }
        }
        self.literalLines = literalLines
        self.patternLines = patternLines
    }

    /// The CODEOWNERS file of the package at `root` (see ``locations``), or `nil` when it has none.
    public static func file(inPackageAt root: URL) -> CodeOwners? {
        for location in locations {
            let url = root.appendingPathComponent(location)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            return CodeOwners(text: text, path: location)
        }
        return nil
    }

    /// The rule that gives the folder `path` (relative to the package's folder) its owners: the last
    /// one matching the folder or a folder holding it; `nil` when no rule covers it.
    ///
    /// Literal anchored lines are found by looking the folder and the folders holding it up, the
    /// others by trying them, so a file of thousands of module lines is read in time linear in it.
    public func rule(forFolder path: String) -> CodeOwnersLine? {
        let components = path.split(separator: "/").filter { $0 != "." }
        var best: Int?
        var prefix = ""
        for component in components {
            prefix += prefix.isEmpty ? String(component) : "/" + component
            if let index = literalLines[prefix], index > (best ?? -1) { best = index }
        }
        for index in patternLines.reversed() where index > (best ?? -1) {
            if lines[index].matches(folder: path) {
                best = index
                break
            }
        }
        return best.map { lines[$0] }
    }

    /// The owners of the folder `path`: those of its rule, empty when no rule covers it.
    public func owners(ofFolder path: String) -> [String] {
        rule(forFolder: path)?.owners ?? []
    }
}
