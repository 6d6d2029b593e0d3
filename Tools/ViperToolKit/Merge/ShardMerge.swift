/// Merges shards' event streams into one ``MergeReport`` and finds what went wrong between them.
///
/// The tests expected are known two ways. The plan names the targets: each must have a record in some stream. Each
/// stream declares the tests its run planned (Swift Testing writes a `"kind":"test"` record for every test function
/// of the run before it starts any): each must have ended or been skipped, so a shard that crashed half-way names
/// the tests it never ran. And no test id may start in two streams (nor twice in one).
public struct ShardMerge: Sendable {
    /// The plan the streams were run from (`nil`: only what the streams themselves declare is checked).
    public let plan: ShardPlan?

    /// A merge checking against `plan`.
    public init(plan: ShardPlan? = nil) {
        self.plan = plan
    }

    /// The report of `streams`, with `unreadable` (streams that could not be read) among its problems.
    public func merge(_ streams: [TestEventLog], unreadable: [MergeProblem] = []) -> MergeReport {
        var problems = unreadable
        var tallies: [String: TargetTally] = [:]
        func update(_ id: String, _ change: (inout TargetTally) -> Void) {
            let target = TestEventLog.module(ofTestID: id)
            change(&tallies[target, default: TargetTally(target: target)])
        }
        var startedIn: [String: [String]] = [:]
        for stream in streams {
            for (id, count) in stream.startCounts.sorted(by: { $0.key < $1.key }) {
                startedIn[id, default: []] += Array(repeating: stream.name, count: count)
            }
        }
        for (id, names) in startedIn.sorted(by: { $0.key < $1.key }) where names.count > 1 {
            problems.append(.ranTwice(testID: id, streams: names))
        }
        var failedIDs = Set<String>()
        for stream in streams {
            for issue in stream.issues {
                problems.append(.failed(issue, stream: stream.name))
                failedIDs.insert(issue.testID)
            }
        }
        let ended = streams.reduce(into: Set<String>()) { $0.formUnion($1.endedTests) }
        let skipped = streams.reduce(into: Set<String>()) { $0.formUnion($1.skippedTests) }
        for stream in streams {
            for id in stream.declaredTests.sorted() where !ended.contains(id) && !skipped.contains(id) {
                problems.append(.notFinished(testID: id, stream: stream.name, started: stream.startCounts[id] != nil))
            }
        }
        for id in Set(startedIn.keys) {
            update(id) { tally in
                tally.run += 1
                if failedIDs.contains(id) {
                    tally.failed += 1
                } else if ended.contains(id) {
                    tally.passed += 1
                }
            }
        }
        let declared = streams.reduce(into: Set<String>()) { $0.formUnion($1.declaredTests) }
        for id in skipped { update(id) { $0.skipped += 1 } }
        for id in declared.subtracting(ended).subtracting(skipped) { update(id) { $0.notFinished += 1 } }
        for target in streams.reduce(into: Set<String>(), { $0.formUnion($1.targets) }) where tallies[target] == nil {
            tallies[target] = TargetTally(target: target)
        }
        var unplanned: [String] = []
        if let plan {
            for target in plan.targets where tallies[target] == nil {
                problems.append(.missingTarget(target: target, shard: plan.shard(of: target)?.index))
            }
            unplanned = tallies.keys.filter { plan.shard(of: $0) == nil }
        }
        return MergeReport(
            streamCount: streams.count, tallies: Array(tallies.values), problems: problems, unplannedTargets: unplanned,
            testIDs: Set(startedIn.keys)
        )
    }
}
