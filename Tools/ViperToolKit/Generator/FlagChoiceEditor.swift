import Foundation

/// Edits the choice between a feature and its successor in `FeaturePlugins.swift`, as text.
///
/// `choosing` turns the feature's builder, `let itemDetail = ItemDetailDefaultBuilder(…)` with
/// `itemDetail.plugin()` in the list, into a choice by the successor's flag:
///
/// ```swift
/// let itemDetail: any ItemDetailBuilding
/// let itemDetailPlugin: ModulePlugin
/// if FeatureFlagRegistry.itemDetailNext.isOn(in: flags) {
///     let next = ItemDetailNextDefaultBuilder(…)
///     (itemDetail, itemDetailPlugin) = (next, next.plugin())
/// } else {
///     let current = ItemDetailDefaultBuilder(…)
///     (itemDetail, itemDetailPlugin) = (current, current.plugin())
/// }
/// ```
///
/// and `itemDetailPlugin` in the list; a builder made inline in the list
/// (`ItemsListDefaultBuilder(…).plugin(),`) becomes a conditional expression. `settling` is the
/// way back once one of the two is retired: the choice becomes the survivor's builder as it was.
enum FlagChoiceEditor {
    /// `source` choosing between `feature` and `successor` by registry flag `flag` (a property of
    /// `FeatureFlagRegistry`), with the imports it needs; nil when the feature's builder is not
    /// made in one of the two shapes above (the choice is then written by hand).
    static func choosing(_ successor: String, over feature: String, flag: String, in source: String) -> (text: String, lines: [String])? {
        var lines = source.components(separatedBy: "\n")
        let builder = feature + "DefaultBuilder("
        var inserted: [String] = []
        if let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("let ") && $0.contains(" = " + builder) }),
            lines[index].hasSuffix(")")
        {
            let line = lines[index]
            let indent = String(line.prefix { $0 == " " })
            let variable = String(line.trimmingCharacters(in: .whitespaces).dropFirst(4).prefix { $0 != " " })
            let arguments = String(line[line.range(of: builder)!.upperBound...].dropLast())
            guard let use = lines.firstIndex(where: { $0.contains("\(variable).plugin(") }),
                let call = pluginCall(in: lines[use], after: variable + ".")
            else { return nil }
            let choice = [
                "let \(variable): any \(feature)Building",
                "let \(variable)Plugin: ModulePlugin",
                "if FeatureFlagRegistry.\(flag).isOn(in: flags) {",
                "    let next = \(successor)DefaultBuilder(\(arguments))",
                "    (\(variable), \(variable)Plugin) = (next, next.\(call))",
                "} else {",
                "    let current = \(feature)DefaultBuilder(\(arguments))",
                "    (\(variable), \(variable)Plugin) = (current, current.\(call))",
                "}",
            ]
            lines[use] = lines[use].replacingOccurrences(of: "\(variable).\(call)", with: "\(variable)Plugin")
            lines.replaceSubrange(index ... index, with: choice.map { indent + $0 })
            inserted = choice
        } else if let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(builder) && $0.hasSuffix(",") }) {
            let line = lines[index]
            let indent = String(line.prefix { $0 == " " })
            let made = String(line.trimmingCharacters(in: .whitespaces).dropLast())
            let successorMade = successor + made.dropFirst(feature.count)
            let choice = [
                "FeatureFlagRegistry.\(flag).isOn(in: flags)",
                "    ? \(successorMade)",
                "    : \(made),",
            ]
            lines.replaceSubrange(index ... index, with: choice.map { indent + $0 })
            inserted = choice
        } else {
            return nil
        }
        for module in [successor, feature + "Interface"] where !lines.contains("import \(module)") {
            let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
            let position = imports.first { lines[$0] > "import \(module)" } ?? imports.last.map { $0 + 1 } ?? 0
            lines.insert("import \(module)", at: position)
            inserted.insert("import \(module)", at: 0)
        }
        return (lines.joined(separator: "\n"), inserted)
    }

    /// `source` with the choice by `flag` settled on one side (the successor's when `keepingNext`),
    /// in the shape `choosing` found, and the retired side's module no longer imported; nil when
    /// `source` holds no choice by `flag`. Returns how many lines changed.
    static func settling(flag: String, keepingNext: Bool, retired: String, interface: String, in source: String) -> (text: String, count: Int)? {
        var lines = source.components(separatedBy: "\n")
        let condition = "FeatureFlagRegistry.\(flag).isOn(in: flags)"
        guard let index = lines.firstIndex(where: { $0.contains(condition) }) else { return nil }
        if lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("if ") {
            // The statement form: two declarations above, then the if/else of nine lines.
            guard index >= 2, index + 6 < lines.count else { return nil }
            let indent = String(lines[index].prefix { $0 == " " })
            let variable = String(lines[index - 2].trimmingCharacters(in: .whitespaces).dropFirst(4).prefix { $0 != ":" })
            let made = lines[keepingNext ? index + 1 : index + 4].trimmingCharacters(in: .whitespaces)
            let assigned = lines[keepingNext ? index + 2 : index + 5]
            guard let equals = made.range(of: " = "), let call = pluginCall(in: assigned, after: keepingNext ? "next." : "current.") else {
                return nil
            }
            lines.replaceSubrange((index - 2) ... (index + 6), with: [indent + "let \(variable) = " + made[equals.upperBound...]])
            if let use = lines.firstIndex(where: { $0.contains("\(variable)Plugin") }) {
                lines[use] = lines[use].replacingOccurrences(of: "\(variable)Plugin", with: "\(variable).\(call)")
            }
        } else {
            // The expression form: the condition, then `? successor` and `: feature,`.
            guard index + 2 < lines.count else { return nil }
            let indent = String(lines[index].prefix { $0 == " " })
            let kept = lines[keepingNext ? index + 1 : index + 2].trimmingCharacters(in: .whitespaces).dropFirst(2)
            lines.replaceSubrange(index ... (index + 2), with: [indent + kept.trimmingCharacters(in: CharacterSet(charactersIn: ",")) + ","])
        }
        lines.removeAll { $0 == "import \(retired)" }
        // The Interface was imported for the choice's `any <Feature>Building`; kept if still named.
        let face = String(interface.dropLast("Interface".count))
        let code = lines.filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        if !["Building", "Delegate", "Input", "Route"].contains(where: { code.contains(face + $0) }) {
            lines.removeAll { $0 == "import \(interface)" }
        }
        let old = source.components(separatedBy: "\n")
        return (lines.joined(separator: "\n"), max(old.count - lines.count, 0) + 1)
    }

    /// The plugin call after `prefix` in `line` (`plugin()`, `plugin(delegate: login)`).
    private static func pluginCall(in line: String, after prefix: String) -> String? {
        guard let start = line.range(of: prefix + "plugin(") else { return nil }
        var depth = 0
        var end = start.upperBound
        for index in line[line.index(before: start.upperBound)...].indices {
            if line[index] == "(" { depth += 1 }
            if line[index] == ")" {
                depth -= 1
                if depth == 0 {
                    end = line.index(after: index)
                    break
                }
            }
        }
        return String(line[line.index(start.lowerBound, offsetBy: prefix.count) ..< end])
    }
}
