/// Something that makes a merge of shards' event streams fail.
public enum MergeProblem: Sendable, Equatable, CustomStringConvertible {
    /// A test started more than once: in two shards' streams, or twice in one (each stream named once per start).
    case ranTwice(testID: String, streams: [String])
    /// A planned test target has no record in any stream: its shard did not run, or ran other targets.
    case missingTarget(target: String, shard: Int?)
    /// A test the run declared never ended and was not skipped (`started`: it began, then its process stopped).
    case notFinished(testID: String, stream: String, started: Bool)
    /// A test recorded an unexpected issue.
    case failed(TestEventLog.Issue, stream: String)
    /// An event stream could not be read.
    case unreadableStream(path: String, reason: String)

    /// A sentence for the terminal; failures in the `file:line:column: error:` form CI annotates.
    public var description: String {
        switch self {
        case let .ranTwice(testID, streams):
            "\(testID) ran \(streams.count) times: in \(streams.joined(separator: ", "))"
        case let .missingTarget(target, shard):
            "\(target) never ran: no stream has any test of it" + (shard.map { " (planned in shard \($0))" } ?? "")
        case let .notFinished(testID, stream, started):
            "\(testID) " + (started ? "started but never ended" : "never ran") + " in \(stream)"
        case let .failed(issue, stream):
            "\(issue.filePath):\(issue.line):\(issue.column): error: \(issue.testID.isEmpty ? "(no test)" : issue.testID) failed in \(stream): \(issue.message)"
        case let .unreadableStream(path, reason):
            "\(path) could not be read: \(reason)"
        }
    }
}
