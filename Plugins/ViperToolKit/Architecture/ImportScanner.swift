/// Finds the `import` declarations of Swift source text: plain, `@testable`, `@_exported`,
/// `@preconcurrency`, `@_spi(…)`, access-level (`internal import X`) and kind imports (`import struct X.Y`).
public struct ImportScanner: Sendable {
    /// Creates a scanner.
    public init() {}

    private static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    /// The imports of `source`, reported against `file`.
    public func imports(in source: String, file: String) -> [SourceImport] {
        var found: [SourceImport] = []
        var inBlockComment = false
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                inBlockComment = false
                line = line[end.upperBound...]
            }
            if let start = line.range(of: "/*"), !line[..<start.lowerBound].contains("//") {
                if line[start.upperBound...].range(of: "*/") == nil { inBlockComment = true }
                line = line[..<start.lowerBound]
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            if let parsed = parse(line) {
                found.append(SourceImport(module: parsed.module, file: file, line: index + 1, isTestable: parsed.testable))
            }
        }
        return found
    }

    /// The module and testability of one line, if it is an import.
    private func parse(_ line: Substring) -> (module: String, testable: Bool)? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)[...]
        var testable = false
        while let word = words.first, word.hasPrefix("@") || Self.modifiers.contains(word) {
            if word == "@testable" { testable = true }
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let word = words.first, Self.kinds.contains(word) { words = words.dropFirst() }
        guard let path = words.first,
              let module = path.split(separator: ".").first.map(String.init),
              module.first.map({ $0.isLetter || $0 == "_" }) == true
        else { return nil }
        return (module, testable)
    }
}
