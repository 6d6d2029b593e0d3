/// How every manager spy waits before it answers.
enum ManagerDelay {
    /// Waits `delay` (only ever ended early by cancellation, so no test depends on it elapsing),
    /// then says whether the caller was cancelled meanwhile.
    static func waitWasCancelled(_ delay: Duration) async -> Bool {
        guard delay > .zero else { return Task.isCancelled }
        do {
            try await Task.sleep(for: delay)
            return false
        } catch {
            return true
        }
    }
}
