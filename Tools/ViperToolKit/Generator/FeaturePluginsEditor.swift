/// Edits `App/Composition/Flow/FeaturePlugins.swift` as text: adds a feature's plugin above the
/// `// viper:plugins` marker and its `import`, keeping the imports sorted.
public enum FeaturePluginsEditor {
    /// The marker line's text, without indentation.
    public static let marker = "// viper:plugins"
    /// The parameter of the plugin list that gives the session's language, when it has one.
    public static let languageParameter = "language: Language"

    /// `source` with `<name>DefaultBuilder().plugin(),` above the marker and `import <name>`; when
    /// the plugin list takes the session's language (`language: Language`), the builder is given it:
    /// `<name>DefaultBuilder(language: language).plugin(),`. Returns the new text and the lines inserted.
    public static func addingPlugin(for name: String, to source: String) throws(GeneratorError) -> (text: String, lines: [String]) {
        var lines = source.components(separatedBy: "\n")
        guard let markerIndex = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(marker) }) else {
            throw .cannotEdit(file: "FeaturePlugins.swift", reason: "the `\(marker)` marker line is missing")
        }
        let indentation = String(lines[markerIndex].prefix { $0 == " " || $0 == "\t" })
        let arguments = source.contains(languageParameter) ? "language: language" : ""
        let plugin = "\(name)DefaultBuilder(\(arguments)).plugin(),"
        lines.insert(indentation + plugin, at: markerIndex)
        var inserted = [plugin]
        let importLine = "import \(name)"
        if !lines.contains(importLine) {
            let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
            let position = imports.first { lines[$0] > importLine } ?? imports.last.map { $0 + 1 } ?? 0
            lines.insert(importLine, at: position)
            inserted.insert(importLine, at: 0)
        }
        return (lines.joined(separator: "\n"), inserted)
    }
}
