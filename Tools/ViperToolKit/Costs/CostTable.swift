import Foundation

/// What each feature may cost and what its tests measured, side by side (`viper costs`): per
/// feature its owning team, and per event its budget and the most one send of it cost in the run.
///
/// ```swift
/// let table = try CostTable(packageAt: root, events: root.appendingPathComponent(".build/full-run-events.jsonl"))
/// print(table.text)
/// ```
public struct CostTable: Sendable, Equatable {
    /// One event of a feature.
    public struct Row: Sendable, Equatable, Codable {
        /// The event's name (`load`, `action "save"`).
        public let event: String
        /// What the budget allows; `nil` when it does not name the event (it may cost nothing).
        public let budget: DeclaredBudget.Cost?
        /// The most one send cost in the run; `nil` when no test sent it.
        public let measured: MeasuredCosts.Cost?

        /// Whether the measured cost goes over the budget (nothing, for an event it does not name).
        public var isOver: Bool {
            guard let measured else { return false }
            let allowed = budget ?? DeclaredBudget.Cost()
            return measured.screens > allowed.screens || measured.calls.contains { $0.value > allowed.calls[$0.key, default: 0] }
        }
    }

    /// One feature.
    public struct Feature: Sendable, Equatable, Codable {
        /// Its name.
        public let name: String
        /// Its owners, from CODEOWNERS (the line matching `Modules/<name>/Sources/`).
        public let owners: [String]
        /// Whether it declares a budget at all.
        public let hasBudget: Bool
        /// Its events: every one its budget names or its tests sent, load and appear first.
        public let rows: [Row]
    }

    /// The features, in the manifest's order.
    public let features: [Feature]

    /// The table of the package at `root`, its measurements read from the event stream at `events`
    /// (none when the file is missing: every measured column is empty).
    public init(packageAt root: URL, events: URL?) throws(CostTableError) {
        guard let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) else {
            throw .noManifest(root.path)
        }
        guard let list = FeatureList(manifest: manifest) else { throw .noFeatureList }
        let measured = events.flatMap { try? TestEventLog(contentsOf: $0) }.map(MeasuredCosts.init) ?? MeasuredCosts(TestEventLog(jsonLines: Data()))
        let owners = CodeOwners.file(inPackageAt: root)
        features = list.names.map { name in
            let budget = DeclaredBudget.of(name, inPackageAt: root)
            let costs = measured.modules[name] ?? [:]
            let events = Set(budget?.events.keys ?? [:].keys).union(costs.keys).sorted(by: Self.order)
            return Feature(
                name: name, owners: owners?.owners(ofFolder: "Modules/\(name)/Sources") ?? [], hasBudget: budget != nil,
                rows: events.map { Row(event: $0, budget: budget?.events[$0], measured: costs[$0]) })
        }
    }

    /// The table as text: per feature a heading with its team, then one line per event.
    public var text: String {
        var lines: [String] = []
        for feature in features {
            let team = feature.owners.isEmpty ? "no owner" : feature.owners.joined(separator: " ")
            lines.append("\(feature.name)  \(team)\(feature.hasBudget ? "" : "  (no budget)")")
            for row in feature.rows {
                let measured = row.measured.map { "\(Self.describe($0.screens, $0.calls))  (\($0.sends) sent)" } ?? "not sent by any test"
                let budget = row.budget.map { Self.describe($0.screens, $0.calls) } ?? "none: may cost nothing"
                lines.append("  \(row.event.padding(toLength: 24, withPad: " ", startingAt: 0)) budget \(budget)")
                lines.append("  \(String(repeating: " ", count: 24)) tests  \(measured)\(row.isOver ? "  OVER" : "")")
            }
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// The table as JSON, for CI.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: (try? encoder.encode(features)) ?? Data(), as: UTF8.self)
    }

    /// One line for the end of a run: how many features and events have a budget, how many events
    /// the tests measured, and how many went over.
    public var summary: String {
        let rows = features.flatMap(\.rows)
        return "\(features.filter(\.hasBudget).count) of \(features.count) features have a budget, naming \(rows.count { $0.budget != nil }) events; "
            + "the tests measured \(rows.count { $0.measured != nil }) events, \(rows.count(where: \.isOver)) over budget"
    }

    /// Whether any feature's event cost more than its budget in the run.
    public var hasOverruns: Bool { features.contains { $0.rows.contains(where: \.isOver) } }

    private static func describe(_ screens: Int, _ calls: [String: Int]) -> String {
        (["\(screens) \(screens == 1 ? "screen" : "screens")"] + calls.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" })
            .joined(separator: "; ")
    }

    /// Load, appear, then actions, select, scroll and alerts, each group by name.
    private static func order(_ a: String, _ b: String) -> Bool {
        let kinds = ["load", "appear", "action", "select", "scroll", "alert"]
        func rank(_ event: String) -> Int { kinds.firstIndex(of: String(event.prefix { $0 != " " })) ?? kinds.count }
        return (rank(a), a) < (rank(b), b)
    }
}
