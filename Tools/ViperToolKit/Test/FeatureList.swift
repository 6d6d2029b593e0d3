import SwiftParser
import SwiftSyntax

/// The manifest's `features` array (`let features: [Feature] = [Feature("ItemsList", uses: ["ItemDetail"]), …]`)
/// read with swift-syntax, so a focused package can be cut from a manifest that declares only the
/// features a request reaches.
///
/// SwiftPM evaluates a manifest whole: with 1,000 features the real one declares 4,000 targets, and
/// evaluating it (once for `dump-package`, once more for the focused build) costs more than the
/// module's own build. The focused package of `ItemsList` needs only `ItemsList` and the features
/// its `uses` reach, so its manifest keeps only their lines:
///
/// ```swift
/// let list = FeatureList(manifest: text)              // nil when the array is not plain Feature(...) calls
/// let kept = list?.features(reachedBy: ["ItemsList"]) // ["ItemDetail", "ItemsList"]
/// let small = list?.manifest(keeping: kept ?? [])     // the manifest without the other features' lines
/// ```
public struct FeatureList: Sendable {
    /// One `Feature(...)` entry: its name, the features it `uses`, and its bytes in the manifest
    /// (from the line break before it to the end of its line: its comma and any comment after it).
    struct Entry: Sendable {
        let name: String
        let uses: [String]
        let bytes: Range<Int>
    }

    let manifest: String
    let entries: [Entry]

    /// Reads the `features` array of `manifest`; `nil` when there is none, or when an entry is not a
    /// `Feature("Name", …)` call with a plain name and plain `uses` (the list cannot be cut safely then).
    public init?(manifest: String) {
        let file = Parser.parse(source: manifest)
        guard let array = Self.featuresArray(in: file) else { return nil }
        var entries: [Entry] = []
        for element in array.elements {
            guard let entry = Self.entry(element) else { return nil }
            entries.append(entry)
        }
        self.manifest = manifest
        self.entries = entries
    }

    /// The features' names, in the manifest's order.
    public var names: [String] { entries.map(\.name) }

    /// The features `request` reaches through `uses`, or `nil` when a requested name is not one of a
    /// feature's targets (`X`, `XInterface`, `XTesting`, `XTests`): a service's or the App's focus
    /// may need every feature, so it keeps the whole manifest.
    public func features(reachedBy request: [String]) -> Set<String>? {
        let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var pending: [String] = []
        for name in request {
            guard let feature = Self.feature(of: name, in: byName) else { return nil }
            pending.append(feature)
        }
        var reached = Set<String>()
        while let name = pending.popLast() {
            guard reached.insert(name).inserted else { continue }
            guard let entry = byName[name] else { return nil }
            pending += entry.uses
        }
        return reached
    }

    /// The manifest with every feature not in `kept` removed from the array; all else byte for byte.
    public func manifest(keeping kept: Set<String>) -> String {
        var bytes = Array(manifest.utf8)
        for entry in entries.reversed() where !kept.contains(entry.name) {
            bytes.removeSubrange(entry.bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The feature whose target `name` is.
    private static func feature(of name: String, in features: [String: Entry]) -> String? {
        var base = name
        if base.hasSuffix("Tests") { base.removeLast("Tests".count) }
        if features[base] != nil { return base }
        for suffix in ["Interface", "Testing"] where base.hasSuffix(suffix) {
            let feature = String(base.dropLast(suffix.count))
            if features[feature] != nil { return feature }
        }
        return nil
    }

    /// The array literal a top-level `let features: [Feature] = [...]` (or `var`) is set to.
    private static func featuresArray(in file: SourceFileSyntax) -> ArrayExprSyntax? {
        for item in file.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "features",
                    let array = binding.initializer?.value.as(ArrayExprSyntax.self)
                else { continue }
                return array
            }
        }
        return nil
    }

    private static func entry(_ element: ArrayElementSyntax) -> Entry? {
        guard let call = element.expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Feature",
            let first = call.arguments.first, first.label == nil,
            let name = plainString(first.expression)
        else { return nil }
        var uses: [String] = []
        if let argument = call.arguments.first(where: { $0.label?.text == "uses" }) {
            guard let list = argument.expression.as(ArrayExprSyntax.self) else { return nil }
            for used in list.elements {
                guard let usedName = plainString(used.expression) else { return nil }
                uses.append(usedName)
            }
        }
        // A successor needs the Interface it implements as much as one it uses.
        if let argument = call.arguments.first(where: { $0.label?.text == "implements" }) {
            guard let implemented = plainString(argument.expression) else { return nil }
            uses.append(implemented)
        }
        return Entry(name: name, uses: uses, bytes: element.position.utf8Offset ..< element.endPosition.utf8Offset)
    }

    private static func plainString(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        let parts = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
        return parts.count == literal.segments.count ? parts.joined() : nil
    }
}
