import Foundation

/// Reads and edits Package.swift as text: the `features` array (`let features: [Feature] = [ … ]`)
/// and the names of the targets it declares.
public enum PackageManifestEditor {
    /// The features the manifest declares, in order.
    public static func features(in manifest: String) throws(GeneratorError) -> [String] {
        let (lines, open, close) = try arrayBounds(in: manifest)
        return lines[(open + 1) ..< close].compactMap(featureName(in:))
    }

    /// Every target name the manifest declares: `name: "X"` targets plus each feature's
    /// `X`, `XInterface` and `XTests`.
    public static func targetNames(in manifest: String) throws(GeneratorError) -> Set<String> {
        var names = Set<String>()
        for line in manifest.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(line)
            while let start = rest.range(of: "name: \"") {
                let after = rest[start.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                names.insert(String(after[..<end]))
                rest = after[after.index(after: end)...]
            }
        }
        for feature in try features(in: manifest) {
            names.formUnion([feature, feature + "Interface", feature + "Tests"])
        }
        return names
    }

    /// The line that declares feature `name` using `uses` and importing `imports` (`Feature.Import`
    /// cases such as `domain`), as written in the array.
    public static func featureLine(_ name: String, implements: String? = nil, uses: [String], imports: [String] = []) -> String {
        var arguments = ["\"\(name)\""]
        if let implements { arguments.append("implements: \"\(implements)\"") }
        if !uses.isEmpty { arguments.append("uses: [" + uses.map { "\"\($0)\"" }.joined(separator: ", ") + "]") }
        if !imports.isEmpty { arguments.append("imports: [" + imports.map { ".\($0)" }.joined(separator: ", ") + "]") }
        return "Feature(" + arguments.joined(separator: ", ") + "),"
    }

    /// `manifest` with feature `name` appended to the `features` array, indented like its entries;
    /// everything else is kept byte for byte. Returns the new text and the line inserted.
    public static func addingFeature(
        _ name: String,
        implements: String? = nil,
        uses: [String],
        imports: [String] = [],
        to manifest: String
    ) throws(GeneratorError) -> (text: String, line: String) {
        var (lines, open, close) = try arrayBounds(in: manifest)
        let entries = lines[(open + 1) ..< close].filter { featureName(in: $0) != nil }
        let indentation = entries.last.map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? "    "
        let line = indentation + featureLine(name, implements: implements, uses: uses, imports: imports)
        // The last entry needs a trailing comma before a new one follows it.
        if let last = lines[(open + 1) ..< close].lastIndex(where: { featureName(in: $0) != nil }) {
            let trimmed = lines[last].replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            if trimmed.hasSuffix(")") { lines[last] = trimmed + "," }
        }
        lines.insert(line, at: close)
        return (lines.joined(separator: "\n"), line.trimmingCharacters(in: .whitespaces))
    }

    /// The manifest's lines and the indexes of the lines opening and closing the `features` array.
    static func arrayBounds(in manifest: String) throws(GeneratorError) -> (lines: [String], open: Int, close: Int) {
        let lines = manifest.components(separatedBy: "\n")
        guard let open = lines.firstIndex(where: isArrayOpening) else {
            throw .cannotEdit(file: "Package.swift", reason: "no `let features: [Feature] = [` line was found")
        }
        var depth = 0
        for index in open ..< lines.count {
            for character in code(of: lines[index]) {
                if character == "[" { depth += 1 }
                if character == "]" { depth -= 1 }
            }
            if depth == 0 && index > open { return (lines, open, index) }
            if depth == 0 && index == open {
                throw .cannotEdit(file: "Package.swift", reason: "the features array must span several lines, one feature each")
            }
        }
        throw .cannotEdit(file: "Package.swift", reason: "the features array is never closed")
    }

    /// Whether `line` opens the features array.
    private static func isArrayOpening(_ line: String) -> Bool {
        let squeezed = line.replacingOccurrences(of: " ", with: "")
        return squeezed.hasPrefix("letfeatures:[Feature]=[") || squeezed.hasPrefix("varfeatures:[Feature]=[")
    }

    /// `line` without a `//` comment and string literals, so brackets inside them are not counted.
    private static func code(of line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" {
                inString.toggle()
            } else if !inString {
                if character == "/" && previous == "/" {
                    result.removeLast()
                    break
                }
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// What feature `name`'s array line declares: the features it uses and its `Feature.Import`
    /// cases (`domain`, …), or `nil` when no line declares it.
    public static func declaration(of name: String, in manifest: String) throws(GeneratorError) -> (uses: [String], imports: [String])? {
        let (lines, open, close) = try arrayBounds(in: manifest)
        guard let line = lines[(open + 1) ..< close].first(where: { featureName(in: $0) == name }) else { return nil }
        func list(_ label: String) -> [String] {
            guard let start = line.range(of: label + ": ["), let end = line[start.upperBound...].firstIndex(of: "]") else { return [] }
            return line[start.upperBound ..< end].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"."))
            }.filter { !$0.isEmpty }
        }
        return (list("uses"), list("imports"))
    }

    /// The feature whose Interface feature `name` implements (`implements: "ItemDetail"` on its
    /// line), if it is a successor.
    public static func implemented(by name: String, in manifest: String) -> String? {
        guard let line = manifest.components(separatedBy: "\n").first(where: { featureName(in: $0) == name }),
            let start = line.range(of: "implements: \"")
        else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The successor of feature `name`: the feature whose line says it implements `name`'s Interface.
    public static func successor(of name: String, in manifest: String) -> String? {
        manifest.components(separatedBy: "\n").first { $0.contains("implements: \"\(name)\"") }.flatMap(featureName(in:))
    }

    /// The feature an array line declares, such as `ItemsList` in `Feature("ItemsList", uses: […]),`.
    static func featureName(in line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("Feature(\"") else { return nil }
        let rest = trimmed.dropFirst("Feature(\"".count)
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
