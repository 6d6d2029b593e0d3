/// Edits CODEOWNERS as text: gives a new module's folder and test folder to a team.
public enum CodeOwnersEditor {
    /// The lines that give module `name` to `owner` (a team name, with or without `@`).
    public static func ownerLines(for name: String, owner: String) -> [String] {
        let team = owner.hasPrefix("@") ? owner : "@" + owner
        return ["/Modules/\(name)/ \(team)", "/Tests/\(name)Tests/ \(team)"]
    }

    /// `source` (empty when there is no CODEOWNERS yet) with the owner lines appended.
    /// Returns the new text and the lines added.
    public static func addingOwner(_ owner: String, of name: String, to source: String) -> (text: String, lines: [String]) {
        let lines = ownerLines(for: name, owner: owner)
        var text = source
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += lines.joined(separator: "\n") + "\n"
        return (text, lines)
    }
}
