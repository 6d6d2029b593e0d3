import Foundation

/// What a Swift Testing run reported, read from its event stream (`--event-stream-output-path`,
/// version 0): which test functions it declared, when each started and ended, which were skipped,
/// and the issues they recorded, with full source paths. `viper test` reports from it, and
/// ``TargetTimings`` and ``ShardMerge`` read shards' streams with it.
public struct TestEventLog: Sendable, Equatable {
    /// One recorded issue (a failed expectation or a thrown error), where it happened.
    public struct Issue: Sendable, Equatable {
        /// The test that recorded it.
        public let testID: String
        /// The full path of the file, as compiled.
        public let filePath: String
        /// The 1-based line.
        public let line: Int
        /// The 1-based column.
        public let column: Int
        /// What the testing library said.
        public let message: String

        /// The module (test target) of the test that recorded it.
        public var module: String { TestEventLog.module(ofTestID: testID) }

        /// Creates an issue recorded by `testID` at `filePath:line:column`.
        public init(testID: String, filePath: String, line: Int, column: Int, message: String) {
            self.testID = testID
            self.filePath = filePath
            self.line = line
            self.column = column
            self.message = message
        }
    }

    /// One value a test attached (`Attachment.record`), with its bytes: those the stream carries,
    /// or the file it names when the run saved attachments to a folder.
    public struct Attachment: Sendable, Equatable {
        /// The test that attached it.
        public let testID: String
        /// The name it was attached with (`viper-costs.json`).
        public let name: String
        /// Its contents.
        public let bytes: Data

        /// An attachment of `testID` named `name`.
        public init(testID: String, name: String, bytes: Data) {
            self.testID = testID
            self.name = name
            self.bytes = bytes
        }
    }

    /// Where the stream came from (a file's path), for messages; empty when it was read from memory.
    public let name: String
    /// The test functions the run declared (`"kind":"test"` records of kind `function`).
    public let declaredTests: Set<String>
    /// For each declared test function that started: how many times it started (once per argument).
    public let startCounts: [String: Int]
    /// For each test function that both started and ended: from its first start to its last end, in seconds on the
    /// run's clock (`instant.absolute`).
    public let intervals: [String: ClosedRange<Double>]
    /// The test functions that ended.
    public let endedTests: Set<String>
    /// The test functions that were skipped (`.disabled`, `.enabled(if:)` false), themselves or with their suite.
    public let skippedTests: Set<String>
    /// The issues that were not expected (known issues are left out).
    public let issues: [Issue]
    /// The values the tests attached, in the order attached.
    public let attachments: [Attachment]

    /// Reads the JSON lines of an event stream named `name`; lines that are not records are ignored.
    public init(name: String = "", jsonLines data: Data) {
        var declared = Set<String>()
        var starts: [String: Double] = [:]
        var ends: [String: Double] = [:]
        var counts: [String: Int] = [:]
        var skipped = Set<String>()
        var issues: [Issue] = []
        var attachments: [Attachment] = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { continue }
            if record["kind"] as? String == "test" {
                if payload["kind"] as? String == "function", let id = payload["id"] as? String { declared.insert(id) }
                continue
            }
            if payload["kind"] as? String == "issueRecorded" {
                if let issue = Self.issue(from: payload) { issues.append(issue) }
                continue
            }
            guard let id = payload["testID"] as? String else { continue }
            if payload["kind"] as? String == "valueAttached" {
                if let attachment = Self.attachment(of: id, from: payload) { attachments.append(attachment) }
                continue
            }
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
        self.issues = issues
        self.attachments = attachments
    }

    /// Reads the event stream in the file at `url`, named by its path.
    public init(contentsOf url: URL) throws {
        self.init(name: url.path, jsonLines: try Data(contentsOf: url))
    }

    /// The ids of the declared test functions that started (each counted once, however many arguments).
    public var startedTests: Set<String> { Set(startCounts.keys) }

    /// The test targets this stream has any record of (a declared or a started test).
    public var targets: Set<String> {
        Set(declaredTests.map(Self.module(ofTestID:))).union(startCounts.keys.map(Self.module(ofTestID:)))
    }

    /// The ids of the started tests whose module is `module`.
    public func startedTests(inModule module: String) -> Set<String> {
        startedTests.filter { Self.module(ofTestID: $0) == module }
    }

    /// The module (test target) of a test id: the part before its first dot (`ItemsListTests.Suite/test()/…`).
    public static func module(ofTestID id: String) -> String {
        String(id.prefix { $0 != "." })
    }

    private static func attachment(of testID: String, from payload: [String: Any]) -> Attachment? {
        guard let attachment = payload["attachment"] as? [String: Any], let name = attachment["_preferredName"] as? String else { return nil }
        if let encoded = attachment["_bytes"] as? String, let bytes = Data(base64Encoded: encoded) {
            return Attachment(testID: testID, name: name, bytes: bytes)
        }
        guard let path = attachment["path"] as? String, let bytes = FileManager.default.contents(atPath: path) else { return nil }
        return Attachment(testID: testID, name: name, bytes: bytes)
    }

    private static func issue(from payload: [String: Any]) -> Issue? {
        let issue = payload["issue"] as? [String: Any]
        if issue?["isKnown"] as? Bool == true { return nil }
        let location = issue?["sourceLocation"] as? [String: Any] ?? payload["_sourceLocation"] as? [String: Any] ?? [:]
        let messages = payload["messages"] as? [[String: Any]] ?? []
        return Issue(
            testID: payload["testID"] as? String ?? "",
            filePath: location["_filePath"] as? String ?? location["fileID"] as? String ?? "?",
            line: location["line"] as? Int ?? 0,
            column: location["column"] as? Int ?? 0,
            message: messages.compactMap { $0["text"] as? String }.joined(separator: " ")
        )
    }
}
