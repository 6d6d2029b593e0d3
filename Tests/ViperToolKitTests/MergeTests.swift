import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper merge: one report of the shards' event streams", .onThreadsOfTheirOwn)
struct MergeTests {
    /// What happens to one test function in a stream.
    enum Fate {
        case passes, fails, skipped, neverStarts, startsOnly
    }

    /// A shard's event stream named `name` in which each test id meets its fate.
    static func stream(_ name: String, _ tests: [(id: String, fate: Fate)]) -> TestEventLog {
        var lines: [String] = []
        for (id, _) in tests {
            lines.append(#"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"f()"},"version":0}"#)
        }
        for (index, test) in tests.enumerated() {
            let instant = #"{"absolute":\#(Double(index)),"since1970":0}"#
            func event(_ kind: String, _ extra: String = "") -> String {
                #"{"kind":"event","payload":{"instant":\#(instant),"kind":"\#(kind)","testID":"\#(test.id)"\#(extra)},"version":0}"#
            }
            switch test.fate {
            case .passes:
                lines += [event("testStarted"), event("testEnded")]
            case .fails:
                let issue =
                    #","issue":{"isKnown":false,"sourceLocation":{"_filePath":"/p/Tests/F.swift","line":7,"column":9}},"messages":[{"symbol":"fail","text":"Expectation failed: 1 == 2"}]"#
                lines += [event("testStarted"), event("issueRecorded", issue), event("testEnded")]
            case .skipped:
                lines.append(event("testSkipped"))
            case .neverStarts:
                break
            case .startsOnly:
                lines.append(event("testStarted"))
            }
        }
        return TestEventLog(name: name, jsonLines: Data(lines.joined(separator: "\n").utf8))
    }

    private let plan = ShardPlan(
        unit: .tests,
        shards: [
            Shard(index: 1, targets: [PlannedTarget(name: "ATests", weight: 2, basis: .testCount)]),
            Shard(
                index: 2,
                targets: [PlannedTarget(name: "BTests", weight: 1, basis: .testCount), PlannedTarget(name: "CTests", weight: 1, basis: .testCount)]),
        ])

    private var clean: [TestEventLog] {
        [
            Self.stream("shard-1", [("ATests.S/one()/A.swift:1:2", .passes), ("ATests.S/two()/A.swift:2:2", .passes)]),
            Self.stream("shard-2", [("BTests.S/one()/B.swift:1:2", .passes), ("CTests.S/one()/C.swift:1:2", .skipped)]),
        ]
    }

    @Test("a clean merge: counts by target, every planned target ran, no problem")
    func cleanMerge() {
        let report = ShardMerge(plan: plan).merge(clean)
        #expect(report.isClean)
        #expect(report.problems.isEmpty)
        #expect(report.streamCount == 2)
        #expect(report.tallies.map(\.target) == ["ATests", "BTests", "CTests"])
        #expect(report.tallies.map(\.run) == [2, 1, 0])
        #expect(report.tallies.map(\.passed) == [2, 1, 0])
        #expect(report.tallies.map(\.skipped) == [0, 0, 1])
        #expect(report.total.run == 3)
        #expect(report.total.passed == 3)
        #expect(report.testIDs.count == 3)
        #expect(report.unplannedTargets.isEmpty)
        #expect(report.text.contains("no problems"))
    }

    @Test("a test that ran in two shards is named with both streams")
    func duplicate() {
        let streams = clean + [Self.stream("shard-3", [("ATests.S/two()/A.swift:2:2", .passes)])]
        let report = ShardMerge(plan: plan).merge(streams)
        #expect(!report.isClean)
        #expect(report.problems == [.ranTwice(testID: "ATests.S/two()/A.swift:2:2", streams: ["shard-1", "shard-3"])])
        #expect(report.text.contains("ATests.S/two()/A.swift:2:2 ran 2 times: in shard-1, shard-3"))
    }

    @Test("a planned target with no record in any stream is missing, with its shard")
    func missingTarget() {
        let report = ShardMerge(plan: plan).merge([clean[0]])
        #expect(report.problems == [.missingTarget(target: "BTests", shard: 2), .missingTarget(target: "CTests", shard: 2)])
        #expect(report.text.contains("BTests never ran: no stream has any test of it (planned in shard 2)"))
        #expect(ShardMerge().merge([clean[0]]).isClean)
    }

    @Test("a failed test is a problem in the file:line:column form; its target counts it as failed")
    func failure() {
        let streams = [clean[0], Self.stream("shard-2", [("BTests.S/one()/B.swift:1:2", .fails), ("CTests.S/one()/C.swift:1:2", .passes)])]
        let report = ShardMerge(plan: plan).merge(streams)
        #expect(report.problems.count == 1)
        #expect(report.tallies.first { $0.target == "BTests" }?.failed == 1)
        #expect(report.tallies.first { $0.target == "BTests" }?.passed == 0)
        #expect(report.total.failed == 1)
        #expect(report.text.contains("/p/Tests/F.swift:7:9: error: BTests.S/one()/B.swift:1:2 failed in shard-2: Expectation failed: 1 == 2"))
    }

    @Test("a declared test that never started or never ended (a crashed shard) is named")
    func notFinished() {
        let streams = [
            clean[0],
            Self.stream("shard-2", [("BTests.S/one()/B.swift:1:2", .startsOnly), ("CTests.S/one()/C.swift:1:2", .neverStarts)]),
        ]
        let report = ShardMerge(plan: plan).merge(streams)
        #expect(
            report.problems == [
                .notFinished(testID: "BTests.S/one()/B.swift:1:2", stream: "shard-2", started: true),
                .notFinished(testID: "CTests.S/one()/C.swift:1:2", stream: "shard-2", started: false),
            ])
        #expect(report.total.notFinished == 2)
        #expect(report.text.contains("CTests.S/one()/C.swift:1:2 never ran in shard-2"))
    }

    @Test("a target the plan does not list is noted, not a problem; an unreadable stream is a problem")
    func unplannedAndUnreadable() {
        let streams = clean + [Self.stream("extra", [("DTests.x()/D.swift:1:2", .passes)])]
        let report = ShardMerge(plan: plan).merge(streams, unreadable: [.unreadableStream(path: "gone.jsonl", reason: "no such file")])
        #expect(report.unplannedTargets == ["DTests"])
        #expect(report.problems == [.unreadableStream(path: "gone.jsonl", reason: "no such file")])
    }
}
