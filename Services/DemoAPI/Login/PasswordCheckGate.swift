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
/// ```swift
/// guard let result = await gate.run(for: address, { await hasher.verify(password, hash: hash) }) else {
///     // 503: the server is busy checking other logins
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

    /// A gate running at most `slots` checks at once with at most `maxWaiting` waiting.
    init(slots: Int, maxWaiting: Int) {
        self.slots = max(1, slots)
        self.maxWaiting = max(0, maxWaiting)
    }

    /// Runs `check` for `key` when a slot is free and it is `key`'s turn; `nil` without running it
    /// when it was turned away (the room full of checks of keys with no more waiting than `key`).
    func run<T: Sendable>(for key: String, _ check: @Sendable () async -> T) async -> T? {
        if running < slots {
            running += 1
        } else {
            guard makeRoom(for: key) else { return nil }
            // The slot is handed over by `release()`: `running` already counts this check.
            let admitted = await withCheckedContinuation { continuation in
                lines[key, default: []].append(continuation)
                if !turns.contains(key) { turns.append(key) }
                waiting += 1
            }
            guard admitted else { return nil }
        }
        defer { release() }
        return await check()
    }

    /// How many checks run and wait now.
    var load: (running: Int, waiting: Int) { (running, waiting) }

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
