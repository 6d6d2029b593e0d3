import Testing

/// Runs a suite's tests on threads of their own rather than the cooperative pool (see
/// ``Testing/Trait/onThreadsOfTheirOwn``).
public struct OwnThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(OwnThreadsExecutor.shared) {
            // A task already on the cooperative pool may keep running there until it suspends:
            // yield once before the test starts.
            await Task.yield()
            try await function()
        }
    }
}

extension Trait where Self == OwnThreadsTrait {
    /// Runs the tests on threads of their own, one per core, instead of the cooperative pool: for
    /// suites that block (write and read files, wait on child processes) or parse for seconds. On a
    /// pool of two threads, two such tests held every other async test of the run for seconds,
    /// long enough for a test waiting on a timer to give up. The tests' work prefers these threads
    /// (a task executor preference); it is a preference, not a guarantee: the runtime may still run
    /// a stretch of a test on the pool, as the CI runs of this trait's first tests showed.
    ///
    /// ```swift
    /// @Suite("viper check on planted cases", .onThreadsOfTheirOwn)
    /// struct ArchitecturePlantedTests { … }
    /// ```
    public static var onThreadsOfTheirOwn: Self { Self() }
}
