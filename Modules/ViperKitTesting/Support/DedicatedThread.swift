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
        try await start(body)
    }

    /// Runs processor-bound `body` (seconds of parsing a repository) on a new thread, one such
    /// body at a time across the process: however many tests ask at once, the work takes one core
    /// at most, so on a machine of two cores the servers under test keep the other and answer
    /// within their timeouts. (Several at once starved them: logins and saves hit their 10 s
    /// timeouts in CI.)
    public static func runOneAtATime<Value: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        await heavyWork.take()
        defer { heavyWork.pass() }
        return try await start(body)
    }

    /// The turn of processor-bound work (``runOneAtATime(_:)``).
    private static let heavyWork = OneAtATime()

    private static func start<Value: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            let thread = Thread {
                continuation.resume(returning: Result { () throws(Failure) -> Value in try body() })
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        return try result.get()
    }
}
