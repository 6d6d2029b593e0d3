import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs blocking work (a plain socket's calls, a child `swift test`, seconds of parsing) on a thread
/// of its own, so that it never holds one of the cooperative pool's few threads: the servers under
/// test answer on that pool, and every other test runs on it.
///
/// ```swift
/// let closed = try await DedicatedThread.run { () throws(LoopbackSocketError) -> Bool in
///     let socket = try LoopbackSocket.connect(port: port, timeout: .seconds(10))
///     defer { socket.close() }
///     return try socket.receive().isEmpty
/// }
/// ```
public enum DedicatedThread {
    /// Runs `body` on a new thread and returns what it returns, or throws what it throws.
    public static func run<Value: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        try await start(idle: false, body)
    }

    /// Runs processor-bound `body` (seconds of parsing a repository) on a new thread that is given
    /// only the processor time no other thread wants (Linux's `SCHED_IDLE`), so that on a machine
    /// of two cores it cannot starve the tests that wait on a server's answer within a timeout.
    public static func runWhenIdle<Value: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        try await start(idle: true, body)
    }

    private static func start<Value: Sendable, Failure: Error>(
        idle: Bool,
        _ body: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            let thread = Thread {
                if idle { yieldProcessorToOthers() }
                continuation.resume(returning: Result { () throws(Failure) -> Value in try body() })
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        return try result.get()
    }

    /// Puts the calling thread under `SCHED_IDLE` (5 in Linux's `sched.h`, which Glibc's module
    /// does not export); elsewhere it keeps its priority.
    private static func yieldProcessorToOthers() {
        #if os(Linux)
        var parameters = sched_param(sched_priority: 0)
        _ = pthread_setschedparam(pthread_self(), 5, &parameters)
        #endif
    }
}
