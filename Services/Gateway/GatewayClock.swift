import Foundation

/// The time the live gateway reads and waits by: the system clock in the app, a clock a test
/// drives step by step in tests (so backoff can be checked without waiting).
public protocol GatewayClock: Sendable {
    /// The current date.
    var now: Date { get }
    /// Waits `duration`.
    /// - Throws: `CancellationError` when the waiting task is cancelled.
    func sleep(for duration: Duration) async throws
}
