import Foundation

/// The ``GatewayClock`` of the app: `Date()` and `Task.sleep`.
public struct SystemGatewayClock: GatewayClock {
    /// Creates the clock.
    public init() {}

    /// The current date.
    public var now: Date { Date() }

    /// Waits `duration` with `Task.sleep`.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
