import Foundation

/// Finds the line of `Package.swift` that declares a target or one of its dependencies, so a
/// manifest violation points somewhere useful. Features declared as data (`Feature("Orders")`)
/// point at their one line.
public struct ManifestLocator: Sendable {
    private let lines: [String]

    /// Creates a locator over the manifest's text.
    public init(manifest: String) {
        lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static let declarationMarkers = [
        ".target(", ".executableTarget(", ".testTarget(", ".plugin(", ".macro(", ".systemLibrary(", ".binaryTarget(",
    ]

    /// The 1-based line declaring `target` (its `name: "…"` line, or its feature's `Feature("…"` line), else 1.
    public func declarationLine(of target: String) -> Int {
        if let index = namedDeclarationIndex(of: target) { return index + 1 }
        if let index = featureIndex(of: target) { return index + 1 }
        return 1
    }

    /// The 1-based line where `target` declares its dependency on `dependency`, else its declaration line.
    public func dependencyLine(of target: String, on dependency: String) -> Int {
        let needles = ["\"\(dependency)\"", Self.identifier(for: dependency)]
        if let start = namedDeclarationIndex(of: target) {
            var index = start
            while index < lines.count, index < start + 15 {
                if index > start, Self.isDeclaration(lines[index]) { break }
                let line = lines[index]
                if needles.contains(where: { Self.containsWord($0, in: line) }) { return index + 1 }
                index += 1
            }
            return start + 1
        }
        if let index = featureIndex(of: target) {
            let base = dependency.hasSuffix("Interface") ? String(dependency.dropLast("Interface".count)) : dependency
            let line = lines[index]
            if line.contains("\"\(dependency)\"") || line.contains("\"\(base)\"") { return index + 1 }
            return index + 1
        }
        return 1
    }

    private func namedDeclarationIndex(of target: String) -> Int? {
        let needle = "name: \"\(target)\""
        return lines.indices.first { index in
            guard lines[index].contains(needle) else { return false }
            if Self.isDeclaration(lines[index]) { return true }
            return index > 0 && Self.declarationMarkers.contains { lines[index - 1].hasSuffix($0) }
        }
    }

    private func featureIndex(of target: String) -> Int? {
        var candidates = [target]
        for suffix in ["Interface", "Tests"] where target.hasSuffix(suffix) {
            candidates.append(String(target.dropLast(suffix.count)))
        }
        for candidate in candidates.reversed() {
            if let index = lines.firstIndex(where: { $0.contains("Feature(\"\(candidate)\"") }) { return index }
        }
        return nil
    }

    private static func isDeclaration(_ line: String) -> Bool {
        declarationMarkers.contains { marker in
            line.contains(marker + "name:") || line.trimmingCharacters(in: .whitespaces).hasSuffix(marker)
        }
    }

    /// How a manifest usually names a product in a variable (`GRDB` → `grdb`, `NIOCore` → `nioCore`).
    private static func identifier(for name: String) -> String {
        let uppercasePrefix = name.prefix { $0.isUppercase }
        if uppercasePrefix.count > 1, uppercasePrefix.count < name.count {
            let kept = uppercasePrefix.dropLast()
            return kept.lowercased() + name.dropFirst(kept.count)
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    private static func containsWord(_ word: String, in line: String) -> Bool {
        guard word.first != "\"" else { return line.contains(word) }
        var searchRange = line.startIndex ..< line.endIndex
        while let range = line.range(of: word, range: searchRange) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            let isBoundary: (Character?) -> Bool = { character in
                guard let character else { return true }
                return !(character.isLetter || character.isNumber || character == "_" || character == "\"")
            }
            if isBoundary(before), isBoundary(after) { return true }
            searchRange = range.upperBound ..< line.endIndex
        }
        return false
    }
}
