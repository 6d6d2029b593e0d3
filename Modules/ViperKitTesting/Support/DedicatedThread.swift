import Foundation

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
