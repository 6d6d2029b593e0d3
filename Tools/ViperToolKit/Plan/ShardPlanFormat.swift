import Foundation

/// How `viper plan` prints a ``ShardPlan``.
public enum ShardPlanFormat: String, Sendable, CaseIterable {
    /// A GitHub Actions matrix on one line, for `strategy.matrix: ${{ fromJSON(…) }}`: `{"include":[…]}`, one entry
    /// per shard with `shard`, `name`, `targets` (space-separated), `command` and `events` (the event stream's path).
    case github
    /// A Buildkite pipeline (YAML) for `buildkite-agent pipeline upload`: a step per shard, then a merge step.
    case buildkite
    /// The plan itself, as ``ShardPlan/json()`` writes it (what `viper merge --plan` reads).
    case json

    /// `plan` in this format; commands start with `tool` (`viper`, or the path of a ViperTool binary).
    public func render(_ plan: ShardPlan, tool: String = "viper") throws -> String {
        switch self {
        case .github: try Self.github(plan, tool: tool)
        case .buildkite: Self.buildkite(plan, tool: tool)
        case .json: try plan.json()
        }
    }

    private static func github(_ plan: ShardPlan, tool: String) throws -> String {
        let include: [[String: Any]] = plan.shards.map { shard in
            [
                "shard": shard.index,
                "name": "\(shard.index)/\(plan.shards.count): \(shard.targetNames.joined(separator: ", "))",
                "targets": shard.targetNames.joined(separator: " "),
                "command": shard.command(tool: tool),
                "events": shard.eventsPath,
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: ["include": include], options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func buildkite(_ plan: ShardPlan, tool: String) -> String {
        var lines = ["steps:"]
        for shard in plan.shards {
            lines += [
                "  - label: \(quoted("shard \(shard.index)/\(plan.shards.count): \(shard.targetNames.joined(separator: ", "))"))",
                "    key: \(quoted("shard-\(shard.index)"))",
                "    command: \(quoted(shard.command(tool: tool)))",
                "    artifact_paths: \(quoted(shard.eventsPath))",
            ]
        }
        guard !plan.shards.isEmpty else { return lines.joined(separator: "\n") + " []\n" }
        let paths = plan.shards.map(\.eventsPath)
        let download = (paths + ["plan.json"]).map { "buildkite-agent artifact download '\($0)' ." }
        let merge = ([tool, "merge", "--plan", "plan.json"] + paths).joined(separator: " ")
        lines += [
            "  - wait: ~",
            "    continue_on_failure: true",
            "  - label: \(quoted("merge the shards' test results"))",
            "    key: \(quoted("merge"))",
            "    command: \(quoted((download + [merge]).joined(separator: " && ")))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar (JSON's string syntax is valid YAML).
    private static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
