import Foundation

/// What a Swift Testing run reported, read from its event stream (`--event-stream-output-path`,
/// version 0): which tests ran and the issues they recorded, with full source paths.
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

    /// The ids of the test functions that started (each counted once, however many arguments).
    public let startedTests: Set<String>
    /// The issues that were not expected (known issues are left out).
    public let issues: [Issue]

    /// Reads the JSON lines of an event stream.
    public init(jsonLines data: Data) {
        var functions = Set<String>()
        var started = Set<String>()
        var issues: [Issue] = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { continue }
            if record["kind"] as? String == "test" {
                if payload["kind"] as? String == "function", let id = payload["id"] as? String { functions.insert(id) }
                continue
            }
            switch payload["kind"] as? String {
            case "testStarted":
                if let id = payload["testID"] as? String { started.insert(id) }
            case "issueRecorded":
                if let issue = Self.issue(from: payload) { issues.append(issue) }
            default:
                break
            }
        }
        startedTests = started.intersection(functions)
        self.issues = issues
    }

    /// The ids of the started tests whose module is `module`.
    public func startedTests(inModule module: String) -> Set<String> {
        startedTests.filter { Self.module(ofTestID: $0) == module }
    }

    /// The module (test target) of a test id: the part before its first dot (`ItemsListTests.Suite/test()/…`).
    static func module(ofTestID id: String) -> String {
        String(id.prefix { $0 != "." })
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
