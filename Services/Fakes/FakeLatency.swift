import Domain

/// The artificial latency of a fake call, which ends early with ``ServiceError/cancelled`` when the
/// calling task is cancelled, as a real request would.
enum FakeLatency {
    /// Waits `delay`, then checks for cancellation.
    /// - Throws: ``ServiceError/cancelled`` when the calling task was cancelled.
    static func wait(_ delay: Duration) async throws(ServiceError) {
        if delay > .zero {
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .cancelled
            }
        }
        if Task.isCancelled { throw .cancelled }
    }
}
