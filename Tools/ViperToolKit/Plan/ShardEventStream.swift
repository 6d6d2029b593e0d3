import Foundation

/// What one Swift Testing event stream (`--event-stream-output-path`, version 0) says about each test function: that
/// it was declared (the runner planned it), when it started and ended, whether it was skipped, and the unexpected
/// issues it recorded. ``TargetTimings`` and ``ShardMerge`` read it.
public struct ShardEventStream: Sendable, Equatable {
    /// Where the stream came from (a file's path), for messages.
    public let name: String
    /// The test functions the run declared (`"kind":"test"` records of kind `function`).
    public let declaredTests: Set<String>
    /// For each test function that started: how many times it started.
    public let startCounts: [String: Int]
    /// For each test function that both started and ended: from its first start to its last end, in seconds on the
    /// run's clock (`instant.absolute`).
    public let intervals: [String: ClosedRange<Double>]
    /// The test functions that ended.
    public let endedTests: Set<String>
    /// The test functions that were skipped (`.disabled`, `.enabled(if:)` false), themselves or with their suite.
    public let skippedTests: Set<String>
    /// The unexpected issues (known issues left out), as ``TestEventLog`` reads them.
    public let issues: [TestEventLog.Issue]

    /// Reads the JSON lines of an event stream; lines that are not records are ignored.
    public init(name: String, jsonLines data: Data) {
        var declared = Set<String>()
        var starts: [String: Double] = [:]
        var ends: [String: Double] = [:]
        var counts: [String: Int] = [:]
        var skipped = Set<String>()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { continue }
            if record["kind"] as? String == "test" {
                if payload["kind"] as? String == "function", let id = payload["id"] as? String { declared.insert(id) }
                continue
            }
            guard let id = payload["testID"] as? String else { continue }
            let instant = (payload["instant"] as? [String: Any])?["absolute"] as? Double
            switch payload["kind"] as? String {
            case "testStarted":
                counts[id, default: 0] += 1
                if let instant { starts[id] = min(starts[id] ?? instant, instant) }
            case "testEnded":
                ends[id] = max(ends[id] ?? instant ?? 0, instant ?? 0)
            case "testSkipped":
                skipped.insert(id)
            default:
                break
            }
        }
        self.name = name
        declaredTests = declared
        startCounts = counts.filter { declared.contains($0.key) }
        endedTests = Set(ends.keys).intersection(declared)
        let skippedSuites = skipped.subtracting(declared).map { $0 + "/" }
        skippedTests = declared.filter { id in skipped.contains(id) || skippedSuites.contains { id.hasPrefix($0) } }
        var intervals: [String: ClosedRange<Double>] = [:]
        for (id, start) in starts where declared.contains(id) {
            if let end = ends[id] { intervals[id] = start ... max(start, end) }
        }
        self.intervals = intervals
        issues = TestEventLog(jsonLines: data).issues
    }

    /// Reads the event stream in the file at `url`, named by its path.
    public init(contentsOf url: URL) throws {
        self.init(name: url.path, jsonLines: try Data(contentsOf: url))
    }

    /// The test functions that started at least once.
    public var startedTests: Set<String> { Set(startCounts.keys) }

    /// The test target (module) of a test id: the part before its first dot.
    public static func target(ofTestID id: String) -> String { TestEventLog.module(ofTestID: id) }

    /// The test targets this stream has any record of (a declared or a started test).
    public var targets: Set<String> {
        Set(declaredTests.map(Self.target(ofTestID:))).union(startCounts.keys.map(Self.target(ofTestID:)))
    }
}
