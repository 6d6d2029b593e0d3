/// Packs test targets into at most N balanced shards (never more than ``maximumShards``).
///
/// Each target weighs its measured seconds (``TargetTimings``); a target the timings lack weighs its `@Test` count at
/// the timed targets' mean seconds per test; with no timings at all every target weighs its `@Test` count. Packing is
/// longest first: targets from heaviest to lightest (ties by name), each into the shard that is lightest so far (ties
/// to the lower number) — the greedy rule whose heaviest shard is within 4/3 of the best possible.
public struct ShardPlanner: Sendable {
    /// The most shards a plan has, whatever is asked: GitHub Actions' limit of jobs in one matrix.
    public static let maximumShards = 256

    /// Earlier runs' timings.
    public let timings: TargetTimings
    /// Each test target's number of `@Test` functions in its sources.
    public let testCounts: [String: Int]

    /// A planner weighing targets by `timings`, and by `testCounts` where timings are missing.
    public init(timings: TargetTimings = TargetTimings(seconds: [:]), testCounts: [String: Int] = [:]) {
        self.timings = timings
        self.testCounts = testCounts
    }

    /// The unit a plan made by this planner is weighed in.
    public var unit: ShardPlan.Unit { timings.isEmpty ? .tests : .seconds }

    /// What each of `targets` weighs, and why.
    public func weights(of targets: [String]) -> [PlannedTarget] {
        let rate = timings.secondsPerTest
        return Set(targets).sorted().map { name in
            if let seconds = timings.seconds[name] { return PlannedTarget(name: name, weight: seconds, basis: .measured) }
            let tests = Double(testCounts[name] ?? 0)
            if !timings.isEmpty { return PlannedTarget(name: name, weight: tests * (rate ?? 0), basis: .estimated) }
            return PlannedTarget(name: name, weight: tests, basis: .testCount)
        }
    }

    /// `targets` packed into at most `jobs` shards (at least 1, at most ``maximumShards``, and no more than there are
    /// targets), longest first; `base` is recorded in the plan.
    public func plan(targets: [String], jobs: Int, base: String? = nil) -> ShardPlan {
        let weighed = weights(of: targets).sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.name < $1.name }
        let count = min(max(jobs, 1), Self.maximumShards, weighed.count)
        var bins = Array(repeating: [PlannedTarget](), count: count)
        var loads = Array(repeating: 0.0, count: count)
        for target in weighed {
            var lightest = 0
            for index in loads.indices where loads[index] < loads[lightest] { lightest = index }
            bins[lightest].append(target)
            loads[lightest] += target.weight
        }
        return ShardPlan(base: base, unit: unit, shards: bins.enumerated().map { Shard(index: $0.offset + 1, targets: $0.element) })
    }
}
