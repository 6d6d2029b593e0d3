/// What `viper merge` found in the shards' event streams: counts by target and every problem.
public struct MergeReport: Sendable, Equatable {
    /// How many streams were merged.
    public let streamCount: Int
    /// Each test target's counts, sorted by target.
    public let tallies: [TargetTally]
    /// Every problem; the merge fails when there is one.
    public let problems: [MergeProblem]
    /// Targets that ran but that the plan does not list (no problem: noted only).
    public let unplannedTargets: [String]
    /// The ids of every test function that started, in any stream.
    public let testIDs: Set<String>

    /// A report of `tallies` and `problems` over `streamCount` streams.
    public init(streamCount: Int, tallies: [TargetTally], problems: [MergeProblem], unplannedTargets: [String] = [], testIDs: Set<String> = []) {
        self.streamCount = streamCount
        self.tallies = tallies.sorted { $0.target < $1.target }
        self.problems = problems
        self.unplannedTargets = unplannedTargets.sorted()
        self.testIDs = testIDs
    }

    /// Whether nothing is wrong.
    public var isClean: Bool { problems.isEmpty }

    /// The counts summed over every target.
    public var total: TargetTally {
        tallies.reduce(into: TargetTally(target: "total")) { sum, tally in
            sum.run += tally.run
            sum.passed += tally.passed
            sum.failed += tally.failed
            sum.skipped += tally.skipped
            sum.notFinished += tally.notFinished
        }
    }

    /// A table of the counts by target, then the problems, then the verdict.
    public var text: String {
        let width = max(6, tallies.map(\.target.count).max() ?? 0)
        func row(_ cells: [String]) -> String {
            cells[0].padding(toLength: width, withPad: " ", startingAt: 0)
                + cells.dropFirst().map { String(repeating: " ", count: max(0, 9 - $0.count)) + $0 }.joined()
        }
        func row(_ tally: TargetTally) -> String {
            row([tally.target, "\(tally.run)", "\(tally.passed)", "\(tally.failed)", "\(tally.skipped)", "\(tally.notFinished)"])
        }
        var lines = ["\(streamCount) event stream\(streamCount == 1 ? "" : "s"), \(tallies.count) test targets"]
        lines.append(row(["target", "run", "passed", "failed", "skipped", "unended"]))
        lines += tallies.map(row)
        lines.append(row(total))
        if !unplannedTargets.isEmpty { lines.append("not in the plan (ran anyway): \(unplannedTargets.joined(separator: ", "))") }
        if problems.isEmpty {
            lines.append("no problems: every planned target ran, no test ran twice, none failed")
        } else {
            lines.append("\(problems.count) problem\(problems.count == 1 ? "" : "s"):")
            lines += problems.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
