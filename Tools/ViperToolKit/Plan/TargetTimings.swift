import Foundation

/// How long each test target's tests took in earlier runs, read from their event streams.
///
/// A target's duration is the **span of its tests' events**: from the first `testStarted` of one of its test
/// functions to the last `testEnded`. Not the sum of its tests' durations: Swift Testing runs a target's tests in
/// parallel, and each test's own time includes waiting for the shared thread pool, so sums count the same wall time
/// many times over (in a full run of this package, WebShellTests' 98 tests sum to 993 s within a 24 s span, while
/// FuzzTests' serialized tests sum to 103 s in a 105 s span); the span is the time the target holds a machine, and
/// its longest chain of tests (one 108 s test makes ViperToolKitTests' span) is what a shard cannot go below.
/// Packing adds spans up, which overestimates a shard whose targets overlap: the safe side.
/// When several streams hold a target (several earlier runs), its duration is the mean of its spans.
public struct TargetTimings: Sendable, Equatable {
    /// Seconds per test target.
    public let seconds: [String: Double]
    /// How many test functions each timed target ran.
    public let testCounts: [String: Int]

    /// Timings given directly (for tests and callers that measured otherwise).
    public init(seconds: [String: Double], testCounts: [String: Int] = [:]) {
        self.seconds = seconds
        self.testCounts = testCounts
    }

    /// The timings in `streams`: per target, the span of its tests' events, averaged over the streams that hold it.
    public init(streams: [TestEventLog]) {
        var totals: [String: [Double]] = [:]
        var counts: [String: Int] = [:]
        for stream in streams {
            var spans: [String: ClosedRange<Double>] = [:]
            var tests: [String: Int] = [:]
            for (id, interval) in stream.intervals {
                let target = TestEventLog.module(ofTestID: id)
                let span = spans[target] ?? interval
                spans[target] = min(span.lowerBound, interval.lowerBound) ... max(span.upperBound, interval.upperBound)
                tests[target, default: 0] += 1
            }
            for (target, span) in spans { totals[target, default: []].append(span.upperBound - span.lowerBound) }
            counts.merge(tests) { max($0, $1) }
        }
        self.init(seconds: totals.mapValues { $0.reduce(0, +) / Double($0.count) }, testCounts: counts)
    }

    /// Whether no target was timed.
    public var isEmpty: Bool { seconds.isEmpty }

    /// The mean seconds per test function over every timed target (`nil` when no test was timed): the rate a target
    /// with no timing of its own is estimated at, from its number of tests.
    public var secondsPerTest: Double? {
        let tests = testCounts.values.reduce(0, +)
        guard tests > 0 else { return nil }
        return seconds.values.reduce(0, +) / Double(tests)
    }
}
