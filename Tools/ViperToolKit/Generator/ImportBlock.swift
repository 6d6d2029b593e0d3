import Foundation

/// The imports at the top of a generated Swift file, ordered as `swift format` orders them: plain
/// imports sorted by module name, then a blank line and the `@testable` imports sorted. A
/// template's import order depends on the module's name (`import OrdersInterface` sorts before
/// `import Testing`, `import ZetaInterface` after), so the generator orders them after rendering,
/// and a generated module passes `swift format lint --strict` whatever its name.
enum ImportBlock {
    /// `source` with the imports of its first block (the import and blank lines it starts with)
    /// in order; a file that does not start with an import is returned as it is.
    static func ordered(_ source: String) -> String {
        var lines = source.components(separatedBy: "\n")
        let end = lines.firstIndex { !isImport($0) && !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? lines.endIndex
        let block = lines[..<end].filter(isImport)
        guard !block.isEmpty else { return source }
        let plain = block.filter { !$0.hasPrefix("@testable ") }.sorted { moduleName($0) < moduleName($1) }
        let testable = block.filter { $0.hasPrefix("@testable ") }.sorted { moduleName($0) < moduleName($1) }
        var ordered = plain
        if !plain.isEmpty, !testable.isEmpty { ordered.append("") }
        ordered += testable
        lines.replaceSubrange(..<end, with: ordered + [""])
        return lines.joined(separator: "\n")
    }

    /// Whether `line` is an import, with or without attributes (`@testable`, `@_spi(Previews)`).
    private static func isImport(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), words.count == index + 2 else { return false }
        return words[..<index].allSatisfy { $0.hasPrefix("@") }
    }

    private static func moduleName(_ line: String) -> String {
        String(line.split(separator: " ").last ?? "")
    }
}
