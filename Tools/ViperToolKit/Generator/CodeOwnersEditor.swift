/// Edits CODEOWNERS as text: gives a new module's five folders (Interface, Sources, Testing kit,
/// previews and tests) to a team, one line each, so `viper check`'s `ownership` rule finds exactly one owner for
/// every target the module adds.
///
/// The owners of every rule line start in one column: the new lines take the file's column, and when
/// a new pattern is too long for it, every rule line moves to the new column (comments and blank
/// lines are kept as they are).
public enum CodeOwnersEditor {
    /// The patterns of module `name`'s folders: its Interface, Sources, Testing and Previews folders and its test folder
    /// (a successor, `withFace: false`, has no Interface or Testing folder of its own).
    public static func patterns(for name: String, withFace: Bool = true) -> [String] {
        let face = ["/Modules/\(name)/Interface/", "/Modules/\(name)/Testing/"]
        return [
            "/Modules/\(name)/Interface/", "/Modules/\(name)/Sources/", "/Modules/\(name)/Testing/", "/Modules/\(name)/Previews/",
            "/Tests/\(name)Tests/",
        ].filter { withFace || !face.contains($0) }
    }

    /// The lines that give module `name` to `owner` (a team name, with or without `@`), with the
    /// owner at `column` (0-based; at least one space after the pattern).
    public static func ownerLines(for name: String, owner: String, column: Int = 0, withFace: Bool = true) -> [String] {
        let team = owner.hasPrefix("@") ? owner : "@" + owner
        return patterns(for: name, withFace: withFace).map { padded($0, to: column) + team }
    }

    /// `source` (empty when there is no CODEOWNERS yet) with the owner lines appended, their owners
    /// aligned with the other lines'. Returns the new text and the lines added.
    public static func addingOwner(_ owner: String, of name: String, to source: String, withFace: Bool = true) -> (text: String, lines: [String]) {
        var existing = source.isEmpty ? [] : source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if existing.last == "" { existing.removeLast() }
        let rules = existing.compactMap(rule(in:))
        let widest = (rules.map { $0.pattern.count } + patterns(for: name, withFace: withFace).map(\.count)).max() ?? 0
        let column = max(rules.map(\.column).max() ?? 0, widest + 1)
        let lines = ownerLines(for: name, owner: owner, column: column, withFace: withFace)
        let realigned = existing.map { line in
            guard let rule = rule(in: line), rule.column != column else { return line }
            return padded(rule.pattern, to: column) + rule.rest
        }
        return ((realigned + lines).joined(separator: "\n") + "\n", lines)
    }

    /// A rule line's pattern, the column its owners start at and the text from there; `nil` for a
    /// comment, a blank line or a pattern without owners.
    private static func rule(in line: String) -> (pattern: String, column: Int, rest: String)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), trimmed.count == line.count else { return nil }
        guard let end = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
        guard let start = line[end...].firstIndex(where: { $0 != " " && $0 != "\t" }) else { return nil }
        return (String(line[..<end]), line.distance(from: line.startIndex, to: start), String(line[start...]))
    }

    private static func padded(_ pattern: String, to column: Int) -> String {
        pattern + String(repeating: " ", count: max(1, column - pattern.count))
    }
}
