/// Lets a bounded number of password checks run at once and a bounded number wait; beyond that a
/// login is turned away at once, so a login flood costs the server a fixed amount of CPU and never
/// makes a real user's login wait behind minutes of queued work.
///
/// Waiting checks queue by *key* (the client's address, else the account), and a freed slot goes to
/// the keys in turn, each key's checks in arrival order: a real user's check waits behind at most
/// one check of each other address, however many that address queued. When the waiting room is
/// full, a check of a key with fewer waiting takes the place of the newest check of the key with
/// the most, which is turned away instead: one address cannot fill the room against the others.
///
/// The gate measures what a check costs (a moving average of the checks it ran), and so knows how
/// long a new check would wait for its turn: one that would wait longer than `longestWait` is
/// turned away at once, with that wait as its ``PasswordCheckRefusal/retryAfter``, instead of
/// waiting until its client gives up.
///
/// ```swift
/// do {
///     let matches = try await gate.run(for: address) { await hasher.verify(password, hash: hash) }
/// } catch {
///     // 503 with Retry-After: error.retryAfterSeconds
/// }
/// ```
actor PasswordCheckGate {
    private let slots: Int
    private let maxWaiting: Int
    private var running = 0
    /// Waiting checks by key, each key's in arrival order; resumed with `true` to run, `false`
    /// when turned away.
    private var lines: [String: [CheckedContinuation<Bool, Never>]] = [:]
    /// The keys with waiting checks, in the order their turns come.
    private var turns: [String] = []
    private var waiting = 0
    private let longestWait: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    /// What one check costs, as measured: a moving average of the checks run, `nil` before the first.
    private(set) var checkCost: Duration?

    /// A gate running at most `slots` checks at once with at most `maxWaiting` waiting, none of
    /// them expected to wait longer than `longestWait`; `now` is the clock checks are timed by.
    init(
        slots: Int, maxWaiting: Int, longestWait: Duration = .seconds(5),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.slots = max(1, slots)
        self.maxWaiting = max(0, maxWaiting)
        self.longestWait = longestWait
        self.now = now
    }

    /// Runs `check` for `key` when a slot is free and it is `key`'s turn, and returns its result.
    /// - Throws: ``PasswordCheckRefusal``, without running it, when it would wait longer than the
    ///   gate's longest wait, or the room is full of checks of keys with no more waiting than `key`.
    func run<T: Sendable>(for key: String, _ check: @Sendable () async -> T) async throws(PasswordCheckRefusal) -> T {
        if running < slots {
            running += 1
        } else {
            let wait = expectedWait(for: key)
            if let wait, wait > longestWait { throw PasswordCheckRefusal(retryAfter: wait) }
            let refusal = PasswordCheckRefusal(retryAfter: wait ?? .seconds(1))
            guard makeRoom(for: key) else { throw refusal }
            // The slot is handed over by `release()`: `running` already counts this check.
            let admitted = await withCheckedContinuation { continuation in
                lines[key, default: []].append(continuation)
                if !turns.contains(key) { turns.append(key) }
                waiting += 1
            }
            guard admitted else { throw refusal }
        }
        defer { release() }
        let started = now()
        let result = await check()
        measured(started.duration(to: now()))
        return result
    }

    /// How many checks run and wait now.
    var load: (running: Int, waiting: Int) { (running, waiting) }

    /// How long a new check of `key` would wait for its turn at the measured cost (`nil` before
    /// any check was measured): behind its key's own waiting checks and, the keys being served in
    /// turn, as many of each other key's as its own line holds plus one; `slots` at a time.
    func expectedWait(for key: String) -> Duration? {
        guard let checkCost else { return nil }
        let mine = lines[key]?.count ?? 0
        let ahead = lines.reduce(0) { sum, line in sum + (line.key == key ? mine : min(line.value.count, mine + 1)) }
        return checkCost * ((ahead + slots) / slots)
    }

    /// Takes a check's `duration` into the measured cost.
    private func measured(_ duration: Duration) {
        checkCost = checkCost.map { $0 * 0.8 + duration * 0.2 } ?? duration
    }

    /// Whether a check of `key` may wait: the room has space, or the key with the most waiting has
    /// at least two more than `key` and gives up its newest.
    private func makeRoom(for key: String) -> Bool {
        guard waiting >= maxWaiting else { return true }
        let mine = lines[key]?.count ?? 0
        guard let (fullest, line) = lines.max(by: { $0.value.count < $1.value.count }), line.count > mine + 1 else { return false }
        lines[fullest]?.removeLast().resume(returning: false)
        waiting -= 1
        return true
    }

    /// Hands the slot to the next key's oldest check, or frees it.
    private func release() {
        guard !turns.isEmpty else {
            running -= 1
            return
        }
        let key = turns.removeFirst()
        guard var line = lines[key], !line.isEmpty else { return release() }
        let next = line.removeFirst()
        waiting -= 1
        if line.isEmpty {
            lines[key] = nil
        } else {
            lines[key] = line
            turns.append(key)
        }
        next.resume(returning: true)
    }
}
