import Foundation

/// Counts the `@Test` functions in a test target's sources: the measure of a target's size when there are no timings.
public struct TestSourceCounter: Sendable {
    /// The package's root folder.
    public let root: URL

    /// A counter for the package at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The `@Test` attributes in the Swift files under `target`'s folder (0 when the folder cannot be read).
    public func count(in target: PackageTarget) -> Int {
        var total = 0
        for file in target.swiftFiles(inPackageAt: root) {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            total += Self.count(inSource: text)
        }
        return total
    }

    /// The `@Test` attributes in `source`: `@Test` followed by something other than an identifier's letter, on a line
    /// that is not a `//` comment.
    public static func count(inSource source: String) -> Int {
        var total = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//") { continue }
            var rest = Substring(line)
            while let range = rest.range(of: "@Test") {
                let next = rest[range.upperBound...].first
                if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { total += 1 }
                rest = rest[range.upperBound...]
            }
        }
        return total
    }
}
