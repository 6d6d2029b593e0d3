/// Edits the app's flag registry (`App/Composition/Flags/FeatureFlagRegistry.swift`) as text: adds
/// the flag that serves a successor in place of its feature (declared, in `all`, and both features
/// in `selecting`), and removes a flag once the choice is settled.
enum FlagRegistryEditor {
    /// Where the registry lives.
    static let path = "App/Composition/Flags/FeatureFlagRegistry.swift"

    /// `source` with flag `property` (`FeatureFlag("<name>", owner: owner, default: false)`)
    /// serving `successor` where it is on and `feature` where it is off; nil when the registry is
    /// not in the shape the app's is (its `all` and `selecting` declarations).
    static func adding(
        _ property: String, named name: String, owner: String, serving successor: String, over feature: String, to source: String
    ) -> (text: String, lines: [String])? {
        var lines = source.components(separatedBy: "\n")
        guard let all = lines.firstIndex(where: { $0.contains("static let all: [FeatureFlag] = [") && $0.hasSuffix("]") }),
            let selecting = lines.firstIndex(where: { $0.contains("static let selecting:") })
        else { return nil }
        let declaration = [
            "    /// Serves \(successor) in place of \(feature) where it is on: off until its team turns it on for an",
            "    /// account (a row of the demo API's `feature_flag` table) or for a run (`App --flag \(name)=on`).",
            "    public static let \(property) = FeatureFlag(\"\(name)\", owner: \"\(owner)\", default: false)",
            "",
        ]
        let entries = ["        \"\(feature)\": (\(property), false),", "        \"\(successor)\": (\(property), true),"]
        if lines[selecting].hasSuffix("[:]") {
            lines[selecting] = String(lines[selecting].dropLast(2)) + "["
            lines.insert(contentsOf: entries + ["    ]"], at: selecting + 1)
        } else {
            guard let close = lines[selecting...].firstIndex(where: { $0 == "    ]" }) else { return nil }
            lines.insert(contentsOf: entries, at: close)
        }
        let listed = lines[all].dropLast().components(separatedBy: "= [").last ?? ""
        lines[all] = String(lines[all].prefix { $0 != "=" }) + "= [" + (listed.isEmpty ? property : listed + ", " + property) + "]"
        guard let doc = lines[..<all].lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }) else { return nil }
        lines.insert(contentsOf: declaration, at: doc + 1)
        return (lines.joined(separator: "\n"), declaration.filter { !$0.isEmpty } + entries)
    }

    /// `source` without flag `property`: its declaration and doc comment, its place in `all` and its
    /// `selecting` entries; nil when the registry declares no such flag. Returns how many lines went
    /// or changed.
    static func removing(_ property: String, from source: String) -> (text: String, count: Int)? {
        var lines = source.components(separatedBy: "\n")
        guard let declared = lines.firstIndex(where: { $0.contains("static let \(property) = FeatureFlag(") }) else { return nil }
        var start = declared
        while start > 0, lines[start - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///") { start -= 1 }
        let end = declared + 1 < lines.count && lines[declared + 1].isEmpty ? declared + 1 : declared
        lines.removeSubrange(start ... end)
        var count = end - start + 1
        if let all = lines.firstIndex(where: { $0.contains("static let all: [FeatureFlag] = [") }) {
            let listed = lines[all].dropLast().components(separatedBy: "= [").last ?? ""
            let kept = listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != property }
            lines[all] = String(lines[all].prefix { $0 != "=" }) + "= [" + kept.joined(separator: ", ") + "]"
            count += 1
        }
        let entries = lines.indices.filter { lines[$0].contains("(\(property), ") }
        count += entries.count
        for index in entries.reversed() { lines.remove(at: index) }
        if let selecting = lines.firstIndex(where: { $0.contains("static let selecting:") && $0.hasSuffix("[") }),
            selecting + 1 < lines.count, lines[selecting + 1] == "    ]"
        {
            lines[selecting] += ":]"
            lines.remove(at: selecting + 1)
        }
        return (lines.joined(separator: "\n"), count)
    }

    /// The registry's flag that serves `feature` or chooses against it, from its `selecting`
    /// entries (`"ItemDetailNext": (itemDetailNext, true),`).
    static func flag(selecting feature: String, in source: String) -> String? {
        for line in source.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\"\(feature)\": ("), let open = trimmed.firstIndex(of: "(") else { continue }
            return String(trimmed[trimmed.index(after: open)...].prefix { $0 != "," })
        }
        return nil
    }
}
