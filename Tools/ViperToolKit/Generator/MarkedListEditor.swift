/// Registers a feature in one of the App's lists as text: its entry goes above the list's marker
/// line (indented as the marker), and its `import` among the file's imports, kept sorted. The
/// plugin list and the previews list are edited this way.
enum MarkedListEditor {
    /// `source` (the text of `file`) with `entry` above the line starting with `marker` and
    /// `import <module>` unless it is there. Returns the new text and the lines inserted.
    static func inserting(
        _ entry: String, importing module: String, above marker: String, in source: String, file: String
    ) throws(GeneratorError) -> (text: String, lines: [String]) {
        var lines = source.components(separatedBy: "\n")
        guard let markerIndex = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(marker) }) else {
            throw .cannotEdit(file: file, reason: "the `\(marker)` marker line is missing")
        }
        let indentation = String(lines[markerIndex].prefix { $0 == " " || $0 == "\t" })
        lines.insert(indentation + entry, at: markerIndex)
        var inserted = [entry]
        let importLine = "import \(module)"
        if !lines.contains(importLine) {
            let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
            let position = imports.first { lines[$0] > importLine } ?? imports.last.map { $0 + 1 } ?? 0
            lines.insert(importLine, at: position)
            inserted.insert(importLine, at: 0)
        }
        return (lines.joined(separator: "\n"), inserted)
    }
}
