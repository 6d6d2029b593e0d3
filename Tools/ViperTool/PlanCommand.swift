import ArgumentParser
import Foundation
import ViperToolKit

/// `viper plan --jobs N`: packs the test targets a change affects into balanced shards, one per CI machine.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Packs the test targets a change affects into at most N balanced shards, for CI running on many machines.",
        discussion: """
            The targets are the test targets `viper affected` selects (all of them with --all). Each weighs its \
            seconds in earlier runs: the span of its tests' events (first start to last end) in the Swift Testing event streams given with \
            --timings (the mean when several streams hold it); a target they lack weighs its @Test count at the timed \
            targets' mean seconds per test; with no timings every target weighs its @Test count. Targets go heaviest \
            first into the lightest shard so far. At most 256 shards, and never more than there are targets.
              viper plan --jobs 8 --format github --base origin/main --timings merged-events.jsonl
              viper plan --jobs 4 --all --format json
              viper plan --jobs 4 --format buildkite --output plan.json | buildkite-agent pipeline upload
            The plan goes to standard output; a summary of it to standard error.
            """
    )

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    @Option(help: "The most shards (machines) to use, 1...\(ShardPlanner.maximumShards).")
    var jobs: Int

    @Option(help: "The git ref to compare with (default: the merge base with main).")
    var base: String?

    @Flag(help: "Plan every test target, not only the affected ones.")
    var all = false

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Event streams of earlier runs (JSON lines) to weigh targets by.", valueName: "file"))
    var timings: [String] = []

    @Option(help: "github (a matrix for strategy.matrix), buildkite (pipeline steps) or json (the plan).")
    var format: String = ShardPlanFormat.json.rawValue

    @Option(help: "Also write the plan as JSON to this file (what `viper merge --plan` reads).")
    var output: String?

    @Option(help: "The command the shards run viper as.")
    var tool: String = "viper"

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard ShardPlanFormat(rawValue: format) != nil else {
            throw ValidationError("--format must be one of: \(ShardPlanFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if all, base != nil { throw ValidationError("--base goes with the affected targets, not --all") }
    }

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let targets: [String]
        var baseDescription: String?
        var graph: PackageGraph?
        do {
            if all {
                let dumped = try await PackageDumper().graph(ofPackageAt: root)
                graph = dumped
                targets = dumped.targets.filter { $0.kind == .test }.map(\.name)
            } else {
                let result = try await AffectedAnalysis.result(forPackageAt: root, base: base)
                targets = result.testTargets
                baseDescription = result.base.description
            }
        } catch let error as AffectedError {
            fail(error.description)
        } catch let error as PackageModelError {
            fail(error.description)
        }
        let streams = timings.compactMap { path -> TestEventLog? in
            do {
                return try TestEventLog(contentsOf: URL(fileURLWithPath: path))
            } catch {
                say("cannot read timings \(path) (\(error.localizedDescription)); planning without it")
                return nil
            }
        }
        let measured = TargetTimings(streams: streams)
        var counts: [String: Int] = [:]
        if targets.contains(where: { measured.seconds[$0] == nil }) {
            let package: PackageGraph
            if let graph { package = graph } else { package = try await PackageDumper().graph(ofPackageAt: root) }
            let counter = TestSourceCounter(root: root)
            for name in targets { counts[name] = package.target(named: name).map(counter.count(in:)) ?? 0 }
        }
        let plan = ShardPlanner(timings: measured, testCounts: counts).plan(targets: targets, jobs: jobs, base: baseDescription)
        summarize(plan)
        if let output { try Data(try plan.json().utf8).write(to: URL(fileURLWithPath: output)) }
        print(try ShardPlanFormat(rawValue: format)!.render(plan, tool: tool), terminator: "")
    }

    private func summarize(_ plan: ShardPlan) {
        let source = all ? "every test target" : "affected since \(plan.base ?? "?")"
        say("\(plan.targets.count) test targets (\(source)) in \(plan.shards.count) shards, weighed in \(plan.unit.rawValue)")
        for shard in plan.shards {
            let weight = plan.unit == .seconds ? String(format: "%.1f s", shard.weight) : "\(Int(shard.weight)) tests"
            say("  shard \(shard.index): \(weight): \(shard.targetNames.joined(separator: " "))")
        }
        if plan.shards.count > 1 { say(String(format: "  heaviest shard / mean shard: %.2f", plan.imbalance)) }
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data("viper plan: \(line)\n".utf8))
    }

    private func fail(_ message: String) -> Never {
        say(message)
        Foundation.exit(1)
    }
}
