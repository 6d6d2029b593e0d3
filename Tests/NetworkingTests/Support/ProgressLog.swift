import Synchronization

/// Collects `(done, total)` progress reports from any thread.
final class ProgressLog: Sendable {
    private let log = Mutex<[[Int]]>([])

    /// Records one report.
    func append(_ done: Int, _ total: Int) {
        log.withLock { $0.append([done, total]) }
    }

    /// The reports so far, in order.
    var entries: [[Int]] {
        log.withLock { $0 }
    }
}
