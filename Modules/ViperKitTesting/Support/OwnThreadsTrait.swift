import Testing

/// Runs a suite's tests on threads of their own rather than the cooperative pool (see
/// ``Testing/Trait/onThreadsOfTheirOwn``).
public struct OwnThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(OwnThreadsExecutor.shared) { try await function() }
    }
}

extension Trait where Self == OwnThreadsTrait {
    /// Runs the tests on threads of their own, one per core, instead of the cooperative pool: for
    /// suites that block (write and read files, wait on child processes) or parse for seconds. On a
    /// pool of two threads, two such tests held every other async test of the run for seconds,
    /// long enough for a test waiting on a timer to give up. A test starts on these threads, and
    /// the work it does between waits prefers them (a task executor preference); under load the
    /// runtime may still resume an async test on the pool after a wait.
    ///
    /// ```swift
    /// @Suite("viper check on planted cases", .onThreadsOfTheirOwn)
    /// struct ArchitecturePlantedTests { … }
    /// ```
    public static var onThreadsOfTheirOwn: Self { Self() }
}
