import Foundation

/// The breaking API changes a change accepts, read from `API-BREAKS.md` at the package's root.
///
/// Each acknowledgement is a list item that names the symbol exactly as `viper api` prints it, in
/// backticks, followed by why the break is right and who agreed; other lines are prose and ignored:
///
/// ```markdown
/// - `ItemDetailInterface.ItemDetailDelegate.itemDetail(didUpdate:)`: the delegate now says what changed; @team-items agreed in #412
/// ```
///
/// A file rather than a commit trailer: the file is part of the diff every reviewer sees, CODEOWNERS can
/// require the owning teams' review of it, and it survives the squash merges and rebases that rewrite
/// commit messages. Only the lines a change adds count (``added(since:)``), so an old acknowledgement
/// never waives a later break of the same symbol.
public struct APIAcknowledgements: Sendable, Hashable {
    /// Where the file is, relative to the package's folder.
    public static let path = "API-BREAKS.md"

    /// Each acknowledged symbol's reason.
    public let reasons: [String: String]
    /// Items that name a symbol but give no reason, or still the placeholder ``line(for:)`` writes: they acknowledge nothing.
    public let problems: [String]

    /// The acknowledgements in `text`, the file's contents.
    public init(text: String) {
        var reasons: [String: String] = [:]
        var problems: [String] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("- `") || line.hasPrefix("* `") else { continue }
            let afterMarker = line.dropFirst(3)
            guard let close = afterMarker.firstIndex(of: "`") else { continue }
            let symbol = String(afterMarker[..<close])
            let reason = afterMarker[afterMarker.index(after: close)...]
                .drop { ":-—– \t".contains($0) }
                .trimmingCharacters(in: [" ", "\t", "\r"])
            if reason.isEmpty || reason.hasPrefix("<") && reason.hasSuffix(">") {
                problems.append("\(Self.path):\(index + 1): `\(symbol)` has no reason, so it acknowledges nothing")
            } else {
                reasons[symbol] = reason
            }
        }
        self.reasons = reasons
        self.problems = problems
    }

    private init(reasons: [String: String], problems: [String]) {
        self.reasons = reasons
        self.problems = problems
    }

    /// The acknowledgements here that `base` did not have (a reason that changed counts as new).
    public func added(since base: APIAcknowledgements) -> APIAcknowledgements {
        APIAcknowledgements(reasons: reasons.filter { base.reasons[$0.key] != $0.value }, problems: problems)
    }

    /// The line that acknowledges `symbol`, with a placeholder for the reason.
    public static func line(for symbol: String) -> String {
        "- `\(symbol)`: <why this break is right, and which owners agreed>"
    }
}
