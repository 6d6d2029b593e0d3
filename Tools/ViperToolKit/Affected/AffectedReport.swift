import Foundation

/// `viper affected`'s output for an ``AffectedResult``: lines for a person, or JSON for a CI job matrix.
public struct AffectedReport: Sendable {
    /// The result to print.
    public let result: AffectedResult
    /// Whether to print each selected target's chain (`--why`).
    public let includesWhy: Bool
    /// Whether to group the selected targets by owning team instead of by role (`--by-owner`).
    public let byOwner: Bool

    /// A report of `result`, with chains when `includesWhy`, grouped by owning team when `byOwner`.
    public init(result: AffectedResult, includesWhy: Bool = false, byOwner: Bool = false) {
        self.result = result
        self.includesWhy = includesWhy
        self.byOwner = byOwner
    }

    /// The base, the number of changed files, what Package.swift changed, each group's targets (with their chains
    /// under `--why`, each followed by its owner when the package has CODEOWNERS), the files outside every target, or
    /// `nothing affected`; ends with a newline. Under `--by-owner` the groups are the owning teams, each with its
    /// targets and its test targets.
    public var text: String {
        var lines = ["base: \(result.base)", "changed files: \(result.changedFiles.count)"]
        if let change = result.manifestChange { lines.append("Package.swift: \(Self.summary(of: change))") }
        if result.everything {
            let reason: AffectedReason = result.manifestChange?.packageChanged == true ? .packageChanged : .pinsChanged
            lines.append("everything is affected: \(reason)")
        }
        if byOwner {
            lines += ownerLines
        } else {
            for group in AffectedGroup.allCases {
                let names = result.targets(in: group)
                guard !names.isEmpty else { continue }
                if includesWhy {
                    lines.append("\(group.rawValue) (\(names.count)):")
                    lines += names.map { name in
                        "  \(result.chains[name]?.description ?? name)" + Self.ownerSuffix(result.owner(of: name))
                    }
                } else {
                    lines.append("\(group.rawValue) (\(names.count)): \(names.joined(separator: ", "))")
                }
            }
        }
        if result.isEmpty { lines.append("nothing affected") }
        if !result.outsideTargets.isEmpty {
            lines.append("outside every target (\(result.outsideTargets.count)):")
            lines += result.outsideTargets.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--by-owner`'s groups: each owning team with its targets and test targets (chains under `--why`).
    private var ownerLines: [String] {
        var lines: [String] = []
        if result.owners == nil, !result.isEmpty { lines.append("no CODEOWNERS: every target is \(AffectedResult.noOwner)") }
        for team in result.owningTeams {
            let targets = result.targets(ownedBy: team)
            let tests = result.testTargets(ownedBy: team)
            lines.append("\(team): \(Self.count(targets.count, "target")), \(Self.count(tests.count, "test target"))")
            for (label, names) in [("targets", targets), ("tests", tests)] where !names.isEmpty {
                if includesWhy {
                    lines.append("  \(label):")
                    lines += names.map { "    \(result.chains[$0]?.description ?? $0)" }
                } else {
                    lines.append("  \(label): \(names.joined(separator: ", "))")
                }
            }
        }
        return lines
    }

    /// ` (owner @team)` after a chain, ` (no owner)`, or nothing without CODEOWNERS.
    private static func ownerSuffix(_ owner: String?) -> String {
        guard let owner else { return "" }
        return owner == AffectedResult.noOwner ? " \(owner)" : " (owner \(owner))"
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// A stable JSON object (sorted keys, sorted arrays): `base` (the commit), `baseRef`, `changedFiles`,
    /// `changedTargets`, `outsideTargets`, one array per group (`features`, `core`, `services`, `app`, `tooling`,
    /// `testTargets`), `everything`, when the package has CODEOWNERS `owners` (target -> its owners, empty for none),
    /// under `--by-owner` `byOwner` (owning team -> `targets` and `testTargets`), and under `--why` `why` (target ->
    /// its chain, selected target first).
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let payload = Payload(
            base: result.base.commit, baseRef: result.base.requested, changedFiles: result.changedFiles,
            changedTargets: result.changedTargets, outsideTargets: result.outsideTargets,
            features: result.features, core: result.core, services: result.services, app: result.app,
            tooling: result.tooling, testTargets: result.testTargets, everything: result.everything,
            owners: result.owners,
            byOwner: byOwner
                ? Dictionary(
                    uniqueKeysWithValues: result.owningTeams.map {
                        ($0, OwnerGroup(targets: result.targets(ownedBy: $0), testTargets: result.testTargets(ownedBy: $0)))
                    }) : nil,
            why: includesWhy ? result.chains.mapValues(\.links) : nil
        )
        return String(decoding: try encoder.encode(payload), as: UTF8.self) + "\n"
    }

    /// What the JSON holds; an absent `owners`, `byOwner` or `why` is left out.
    private struct Payload: Encodable {
        let base: String
        let baseRef: String
        let changedFiles: [String]
        let changedTargets: [String]
        let outsideTargets: [String]
        let features: [String]
        let core: [String]
        let services: [String]
        let app: [String]
        let tooling: [String]
        let testTargets: [String]
        let everything: Bool
        let owners: [String: [String]]?
        let byOwner: [String: OwnerGroup]?
        let why: [String: [String]]?
    }

    /// One team's selected targets in the JSON.
    private struct OwnerGroup: Encodable {
        let targets: [String]
        let testTargets: [String]
    }

    private static func summary(of change: ManifestChange) -> String {
        var parts: [String] = []
        if change.packageChanged { parts.append("third-party packages or package settings changed") }
        if !change.newTargets.isEmpty { parts.append("new \(change.newTargets.joined(separator: ", "))") }
        if !change.redeclaredTargets.isEmpty { parts.append("declaration changed of \(change.redeclaredTargets.joined(separator: ", "))") }
        if !change.removedTargets.isEmpty { parts.append("removed \(change.removedTargets.joined(separator: ", "))") }
        return parts.isEmpty ? "no target or package setting changed" : parts.joined(separator: "; ")
    }
}
