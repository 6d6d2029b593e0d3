/// Failed logins per key (an account, an address, a known client's budget), each counted in a
/// window that starts at the key's first failure; at most `capacity` keys, expired windows dropped
/// first when the table is full (see `LoginThrottle`).
struct FailureWindows {
    /// A key's failures in its current window, the last one's time, and when that window ends.
    struct Failures {
        let count: Int
        let last: ContinuousClock.Instant?
        let end: ContinuousClock.Instant
    }

    private struct Window {
        var start: ContinuousClock.Instant
        var failures: Int
        var last: ContinuousClock.Instant
    }

    /// How long a window lasts.
    let window: Duration
    /// The most keys kept.
    let capacity: Int
    private var windows: [String: Window] = [:]

    init(window: Duration, capacity: Int) {
        self.window = window
        self.capacity = max(1, capacity)
    }

    /// The failures of `key` in its current window (an expired window is dropped).
    mutating func current(_ key: String, now: ContinuousClock.Instant) -> Failures {
        guard let entry = windows[key] else { return Failures(count: 0, last: nil, end: now.advanced(by: window)) }
        let end = entry.start.advanced(by: window)
        guard end > now else {
            windows[key] = nil
            return Failures(count: 0, last: nil, end: now.advanced(by: window))
        }
        return Failures(count: entry.failures, last: entry.last, end: end)
    }

    /// Counts a failure of `key` at `now`, in its window or a new one.
    mutating func count(_ key: String, now: ContinuousClock.Instant) {
        if var entry = windows[key], entry.start.advanced(by: window) > now {
            entry.failures += 1
            entry.last = now
            windows[key] = entry
            return
        }
        if windows[key] == nil { makeRoom(now: now) }
        windows[key] = Window(start: now, failures: 1, last: now)
    }

    /// Forgets `key`'s failures (its user logged in).
    mutating func clear(_ key: String) {
        windows[key] = nil
    }

    /// Drops expired windows when the table is full, then arbitrary keys if it is still full.
    private mutating func makeRoom(now: ContinuousClock.Instant) {
        guard windows.count >= capacity else { return }
        let window = window
        windows = windows.filter { $0.value.start.advanced(by: window) > now }
        while windows.count >= capacity, let first = windows.keys.first {
            windows[first] = nil
        }
    }
}
