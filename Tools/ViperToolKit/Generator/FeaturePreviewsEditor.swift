/// Edits `App/Composition/Previews/FeaturePreviews.swift` as text: adds a feature's previews above
/// the `// viper:previews` marker and its `import`, keeping the imports sorted.
public enum FeaturePreviewsEditor {
    /// The marker line's text, without indentation.
    public static let marker = "// viper:previews"

    /// `source` with `("<name>", <name>Previews.all),` above the marker and `import <name>Previews`.
    /// Returns the new text and the lines inserted.
    public static func addingPreviews(for name: String, to source: String) throws(GeneratorError) -> (text: String, lines: [String]) {
        var lines = source.components(separatedBy: "\n")
        guard let markerIndex = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(marker) }) else {
            throw .cannotEdit(file: "FeaturePreviews.swift", reason: "the `\(marker)` marker line is missing")
        }
        let indentation = String(lines[markerIndex].prefix { $0 == " " || $0 == "\t" })
        let entry = "(\"\(name)\", \(name)Previews.all),"
        lines.insert(indentation + entry, at: markerIndex)
        var inserted = [entry]
        let importLine = "import \(name)Previews"
        if !lines.contains(importLine) {
            let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
            let position = imports.first { lines[$0] > importLine } ?? imports.last.map { $0 + 1 } ?? 0
            lines.insert(importLine, at: position)
            inserted.insert(importLine, at: 0)
        }
        return (lines.joined(separator: "\n"), inserted)
    }
}
