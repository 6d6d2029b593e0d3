import ArgumentParser
import Foundation
import ViperToolKit

/// `viper merge <streams...>`: one report of the shards' Swift Testing event streams; fails when a test ran twice,
/// never ran, or failed.
struct MergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merges the shards' test event streams into one report, and fails if a test ran twice, never ran or failed.",
        discussion: """
            Each file is the event stream (JSON lines, version 0) of one shard's run: `viper test` leaves it in the \
            focused package's .build/viper-events.jsonl (the `events` of each shard in `viper plan`'s output). The \
            merge fails, naming each problem, when a test id started in two streams (or twice in one), when a test a \
            stream declared neither ended nor was skipped (its shard crashed or stopped), when a test recorded an \
            unexpected issue, and, with --plan, when a planned target has no record in any stream.
              viper merge --plan plan.json shard-1/viper-events.jsonl shard-2/viper-events.jsonl
              viper merge --plan plan.json --output merged.jsonl shards/*/viper-events.jsonl
            """
    )

    @Option(help: "The plan the shards ran (`viper plan --format json`, or its --output file).")
    var plan: String?

    @Option(help: "Also write all the streams into this one file (the timings for the next `viper plan`).")
    var output: String?

    @Argument(help: ArgumentHelp("The shards' event streams.", valueName: "file"))
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("name the shards' event stream files") }
    }

    func run() async throws {
        var expected: ShardPlan?
        if let plan {
            do {
                expected = try ShardPlan(json: Data(contentsOf: URL(fileURLWithPath: plan)))
            } catch {
                FileHandle.standardError.write(Data("viper merge: cannot read the plan \(plan): \(error)\n".utf8))
                throw ExitCode.failure
            }
        }
        var streams: [TestEventLog] = []
        var unreadable: [MergeProblem] = []
        var merged = Data()
        for path in files {
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                streams.append(TestEventLog(name: path, jsonLines: data))
                merged.append(data)
                if data.last.map({ $0 != UInt8(ascii: "\n") }) ?? false { merged.append(UInt8(ascii: "\n")) }
            } catch {
                unreadable.append(.unreadableStream(path: path, reason: error.localizedDescription))
            }
        }
        if let output { try merged.write(to: URL(fileURLWithPath: output)) }
        let report = ShardMerge(plan: expected).merge(streams, unreadable: unreadable)
        print(report.text, terminator: "")
        if !report.isClean { throw ExitCode.failure }
    }
}
