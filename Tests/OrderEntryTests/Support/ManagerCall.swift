/// Waits the way every manager spy waits: `delay` (only ever ended early by cancellation, so no
/// test depends on it elapsing), then `true` when the caller was cancelled meanwhile.
func waitWasCancelled(_ delay: Duration) async -> Bool {
    guard delay > .zero else { return Task.isCancelled }
    do {
        try await Task.sleep(for: delay)
        return false
    } catch {
        return true
    }
}
