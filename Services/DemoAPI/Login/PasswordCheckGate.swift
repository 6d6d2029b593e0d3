/// Lets a bounded number of password checks run at once and a bounded number wait, in order of
/// arrival; beyond that a login is turned away at once, so a login flood costs the server a
/// fixed amount of CPU and never makes a real user's login wait behind minutes of queued work.
///
/// ```swift
/// guard let result = await gate.run({ await hasher.verify(password, hash: hash) }) else {
///     // 503: the server is busy checking other logins
/// }
/// ```
actor PasswordCheckGate {
    private let slots: Int
    private let maxWaiting: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A gate running at most `slots` checks at once with at most `maxWaiting` waiting.
    init(slots: Int, maxWaiting: Int) {
        self.slots = max(1, slots)
        self.maxWaiting = max(0, maxWaiting)
    }

    /// Runs `check` when a slot is free; `nil` without running it when too many already wait.
    func run<T: Sendable>(_ check: @Sendable () async -> T) async -> T? {
        if running < slots {
            running += 1
        } else {
            guard waiting.count < maxWaiting else { return nil }
            // The slot is handed over by `release()`: `running` already counts this check.
            await withCheckedContinuation { waiting.append($0) }
        }
        defer { release() }
        return await check()
    }

    /// How many checks run and wait now.
    var load: (running: Int, waiting: Int) { (running, waiting.count) }

    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
