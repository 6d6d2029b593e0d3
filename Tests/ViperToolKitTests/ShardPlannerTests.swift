import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper plan: packing test targets into shards", .onThreadsOfTheirOwn)
struct ShardPlannerTests {
    /// An event stream where each `(target, start, end)` is one test function of that target.
    static func stream(_ tests: [(target: String, start: Double, end: Double)], name: String = "run") -> TestEventLog {
        var lines: [String] = []
        for (index, test) in tests.enumerated() {
            let id = "\(test.target).S/t\(index)()/T.swift:\(index + 1):2"
            lines.append(#"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"t\#(index)()"},"version":0}"#)
            lines.append(#"{"kind":"event","payload":{"instant":{"absolute":\#(test.start)},"kind":"testStarted","testID":"\#(id)"},"version":0}"#)
            lines.append(#"{"kind":"event","payload":{"instant":{"absolute":\#(test.end)},"kind":"testEnded","testID":"\#(id)"},"version":0}"#)
        }
        return TestEventLog(name: name, jsonLines: Data(lines.joined(separator: "\n").utf8))
    }

    @Test("a target's duration is the span of its tests' events, not their sum; several runs are averaged")
    func timings() {
        let first = Self.stream([("ATests", 0, 10), ("ATests", 1, 10), ("ATests", 2, 4), ("BTests", 0, 3)])
        let second = Self.stream([("ATests", 100, 106)])
        let timings = TargetTimings(streams: [first, second])
        #expect(timings.seconds == ["ATests": 8, "BTests": 3])
        #expect(timings.testCounts == ["ATests": 3, "BTests": 1])
        #expect(timings.secondsPerTest == 11.0 / 4)
    }

    @Test("longest first: each target, heaviest to lightest, goes into the lightest shard so far")
    func longestFirst() {
        let timings = TargetTimings(seconds: ["A": 7, "B": 6, "C": 5, "D": 4, "E": 3, "F": 2, "G": 2, "H": 1])
        let plan = ShardPlanner(timings: timings).plan(targets: ["H", "G", "F", "E", "D", "C", "B", "A"], jobs: 3)
        #expect(plan.unit == .seconds)
        #expect(plan.shards.map(\.targetNames) == [["A", "F", "G"], ["B", "E", "H"], ["C", "D"]])
        #expect(plan.shards.map(\.weight) == [11, 10, 9])
        #expect(plan.targets == ["A", "B", "C", "D", "E", "F", "G", "H"])
        #expect(plan.shard(of: "E")?.index == 2)
        #expect(plan.shards.allSatisfy { $0.targets.allSatisfy { $0.basis == .measured } })
    }

    @Test("the plan is balanced: the heaviest shard is within 4/3 of the mean for many targets")
    func balanced() {
        var seconds: [String: Double] = [:]
        for index in 0 ..< 60 { seconds["T\(index)Tests"] = Double((index * 37) % 23 + 1) }
        let plan = ShardPlanner(timings: TargetTimings(seconds: seconds)).plan(targets: Array(seconds.keys), jobs: 8)
        #expect(plan.shards.count == 8)
        #expect(plan.imbalance < 4.0 / 3.0)
        #expect(Set(plan.targets) == Set(seconds.keys))
        #expect(plan.targets.count == 60)
    }

    @Test("never more than 256 shards, never more shards than targets, and at least one")
    func shardCap() {
        let names = (0 ..< 300).map { "T\($0)Tests" }
        let counts = Dictionary(uniqueKeysWithValues: names.map { ($0, 1) })
        let planner = ShardPlanner(testCounts: counts)
        #expect(ShardPlanner.maximumShards == 256)
        #expect(planner.plan(targets: names, jobs: 1000).shards.count == 256)
        #expect(planner.plan(targets: names, jobs: 1000).targets.count == 300)
        #expect(planner.plan(targets: Array(names.prefix(3)), jobs: 8).shards.count == 3)
        #expect(planner.plan(targets: names, jobs: 0).shards.count == 1)
        #expect(planner.plan(targets: [], jobs: 4).shards.isEmpty)
    }

    @Test("with no timings, targets weigh their @Test count; a target the timings lack is estimated from its count")
    func testCountFallback() {
        let counts = ["ATests": 30, "BTests": 20, "CTests": 12, "DTests": 9]
        let byCount = ShardPlanner(testCounts: counts).plan(targets: Array(counts.keys), jobs: 2)
        #expect(byCount.unit == .tests)
        #expect(byCount.shards.map(\.targetNames) == [["ATests", "DTests"], ["BTests", "CTests"]])
        #expect(byCount.shards.map(\.weight) == [39, 32])
        #expect(byCount.shards.allSatisfy { $0.targets.allSatisfy { $0.basis == .testCount } })

        let timings = TargetTimings(seconds: ["ATests": 60], testCounts: ["ATests": 30])
        let mixed = ShardPlanner(timings: timings, testCounts: counts).weights(of: ["ATests", "BTests"])
        #expect(mixed == [PlannedTarget(name: "ATests", weight: 60, basis: .measured), PlannedTarget(name: "BTests", weight: 40, basis: .estimated)])
    }

    @Test("@Test is counted in sources, not in comments nor in longer names")
    func countingSources() {
        let source = """
            @Test func one() {}
            @Test("two", arguments: [1, 2]) func two(_ x: Int) {}
            // @Test func commented() {}
            @Tests func notOne() {}
                @Test
                func three() {}
            """
        #expect(TestSourceCounter.count(inSource: source) == 3)
    }

    @Test("the GitHub matrix: one line, an include entry per shard with its targets, command and event stream")
    func githubMatrix() throws {
        let plan = ShardPlanner(testCounts: ["ItemsListTests": 5, "StorageTests": 3, "GatewayTests": 2])
            .plan(targets: ["ItemsListTests", "StorageTests", "GatewayTests"], jobs: 2, base: "HEAD~1 (abcdef0)")
        let text = try ShardPlanFormat.github.render(plan)
        #expect(text.hasSuffix("}\n"))
        #expect(!text.dropLast().contains("\n"))
        let matrix = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Array(matrix.keys) == ["include"])
        let include = try #require(matrix["include"] as? [[String: Any]])
        #expect(include.count == 2)
        #expect(include[0]["shard"] as? Int == 1)
        #expect(include[0]["targets"] as? String == "ItemsListTests")
        #expect(include[0]["command"] as? String == "viper test ItemsListTests")
        #expect(include[0]["events"] as? String == ".build/viper-focus/ItemsList/.build/viper-events.jsonl")
        #expect(include[0]["name"] as? String == "1/2: ItemsListTests")
        #expect(include[1]["targets"] as? String == "GatewayTests StorageTests")
        #expect(include[1]["command"] as? String == "viper test GatewayTests StorageTests")
        #expect(include[1]["events"] as? String == ".build/viper-focus/Gateway+Storage/.build/viper-events.jsonl")
        #expect(try ShardPlanFormat.github.render(plan, tool: "./viper").contains(#""command":"./viper test ItemsListTests""#))
    }

    @Test("the JSON plan reads back as the same plan; Buildkite gets a step per shard and a merge step")
    func otherFormats() throws {
        let plan = ShardPlanner(testCounts: ["ATests": 2, "BTests": 1]).plan(targets: ["ATests", "BTests"], jobs: 2, base: "main (1234567)")
        let json = try ShardPlanFormat.json.render(plan)
        #expect(try ShardPlan(json: Data(json.utf8)) == plan)
        #expect(json.contains(#""command" : "viper test ATests""#))
        let yaml = try ShardPlanFormat.buildkite.render(plan)
        #expect(yaml.hasPrefix("steps:\n  - label: \"shard 1/2: ATests\"\n    key: \"shard-1\"\n    command: \"viper test ATests\""))
        #expect(yaml.contains("  - wait: ~\n    continue_on_failure: true\n"))
        #expect(
            yaml.contains(
                "viper merge --plan plan.json .build/viper-focus/A/.build/viper-events.jsonl .build/viper-focus/B/.build/viper-events.jsonl"))
        #expect(try ShardPlanFormat.buildkite.render(ShardPlan(unit: .tests, shards: [])) == "steps: []\n")
    }
}
