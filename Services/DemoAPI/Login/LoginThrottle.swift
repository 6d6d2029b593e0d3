/// Counts failed logins and says, before a password is checked, whether to check it now, after a
/// wait, or not at all.
///
/// A client that logged in to an account before is *known* to it: its device (the browser id the
/// web shell forwards) or its address. A known client's failures count only against its own budget
/// for that account, and no address limit applies to it; so strangers' failures, however many and
/// from wherever (the same office address included), never lock a user out of a device or an
/// address they logged in from before.
///
/// Every other client's failures count per account and per address, each in a window that starts
/// at its first failure. From ``LoginLimits/freeFailures`` on, an attempt is checked only once a
/// wait has passed since the last failure (doubling from ``LoginLimits/firstDelay`` up to
/// ``LoginLimits/maxDelay``) and no other attempt of the account or address is being checked;
/// sooner, it is refused at once with the time left (``Refusal/slowDown(retryAfter:)``), so a
/// throttled attempt holds no place anywhere while it waits. At the limit an attempt is refused
/// until the window ends.
///
/// An attempt reserves its place before its password is checked (``reserve(username:client:)``)
/// and is settled after (``settle(_:succeeded:)``). Attempts still being checked count as failures
/// would: while the failures and the attempts in flight of a key fill its limit, a new attempt
/// waits its turn, and goes on (or is refused) once one of them settled. So however many arrive at
/// once, no more wrong passwords are checked than the limit allows, and a burst of right ones (a
/// load test, an office signing in) is checked in turn rather than refused. At most
/// ``LoginLimits/waitingChecks`` attempts wait at once; more are refused as busy. The tables are
/// bounded: at most ``capacity`` keys each, expired windows dropped first.
///
/// Kept in one file on purpose: the wait, the lock-out and the known-client exemption decide on
/// the same private, actor-isolated windows (``FailureWindows``, ``KnownClients``), which hold what
/// could stand alone.
actor LoginThrottle {
    /// Why an attempt is refused, and for how long.
    enum Refusal: Error, Equatable {
        /// The account had too many failures.
        case account(retryAfter: Duration)
        /// The address had too many failures.
        case address(retryAfter: Duration)
        /// The account's or the address's failures call for a wait before the next attempt, and it
        /// has not passed (or another attempt is being checked).
        case slowDown(retryAfter: Duration)
        /// Too many attempts are waiting for their turn already.
        case busy
    }

    /// An attempt admitted to a password check, which must be settled (or released) once it ended.
    struct Reservation: Sendable {
        /// Where an attempt's failure counts.
        enum Budget: Sendable, Equatable {
            /// A known client's own budget for the account (the key names both).
            case known(String)
            /// A stranger's: the account's and the address's windows.
            case stranger
        }

        let username: String
        let client: LoginClient
        let budget: Budget
    }

    /// The most keys each table keeps.
    let capacity: Int
    private let limits: LoginLimits
    private let clock = ContinuousClock()
    /// Strangers' failures per account and per address.
    private var accounts: FailureWindows
    private var addresses: FailureWindows
    /// Known clients' failures, per account and client.
    private var knownFailures: FailureWindows
    /// The clients each account logged in from.
    private var knownClients: KnownClients
    /// Attempts admitted and not settled yet, per key of the tables above.
    private var pendingAccounts: [String: Int] = [:]
    private var pendingAddresses: [String: Int] = [:]
    private var pendingKnown: [String: Int] = [:]
    /// Attempts waiting for a key's attempts in flight to settle, in line, by key (`u:<username>`,
    /// `a:<address>` or a known client's key).
    private var waiters: [String: [(id: Int, continuation: CheckedContinuation<Bool, Never>)]] = [:]
    private var waiting = 0
    private var nextWaiter = 0

    /// A throttle enforcing `limits`.
    init(limits: LoginLimits, capacity: Int = 100_000) {
        self.limits = limits
        self.capacity = max(1, capacity)
        accounts = FailureWindows(window: limits.window, capacity: capacity)
        addresses = FailureWindows(window: limits.window, capacity: capacity)
        knownFailures = FailureWindows(window: limits.window, capacity: capacity)
        knownClients = KnownClients(capacity: capacity)
    }

    /// Admits an attempt to log in as `username` from `client` to a password check (counting it as
    /// pending, with the wait its failures so far call for), after waiting for its turn while the
    /// attempts in flight fill a limit; or says why it must be refused. Attempts wait in line, first
    /// come first served: one arriving while others wait on the same key waits behind them.
    func reserve(username: String, client: LoginClient) async -> Result<Reservation, Refusal> {
        var wokenFrom: String?
        while true {
            switch decide(username: username, client: client, wokenFrom: wokenFrom) {
            case .admit(let reservation):
                // Room may be left for the next in line: it decides for itself.
                if let key = wokenFrom { wakeNext(key) }
                return .success(reservation)
            case .refuse(let refusal):
                // What refused this one may refuse the next in line too: it decides for itself.
                if let key = wokenFrom { wakeNext(key) }
                return .failure(refusal)
            case .wait(let key):
                if let previous = wokenFrom, previous != key { wakeNext(previous) }
                guard waiting < limits.waitingChecks else { return .failure(.busy) }
                // Woken for a place another took first, it keeps its place at the head of the line.
                guard await wait(for: key, atFront: key == wokenFrom) else { return .failure(.busy) }
                wokenFrom = key
            }
        }
    }

    private enum Decision {
        case admit(Reservation)
        case refuse(Refusal)
        /// Wait in `key`'s line until an attempt in flight of it settles.
        case wait(String)
    }

    /// What to do with an attempt now; `wokenFrom` is the line it was just woken at the head of,
    /// which it need not wait in again.
    private func decide(username: String, client: LoginClient, wokenFrom: String?) -> Decision {
        let now = clock.now
        /// Refuses while `failures` alone fill `limit`; waits in `line` while the attempts in flight
        /// fill the rest, or others wait there already; `nil` to go on.
        func check(_ failures: FailureWindows.Failures, pending: Int, limit: Int, line: String, refusal: (Duration) -> Refusal) -> Decision? {
            if failures.count >= limit { return .refuse(refusal(now.duration(to: failures.end))) }
            let queued = line != wokenFrom && waiters[line]?.isEmpty == false
            return queued || failures.count + pending >= limit ? .wait(line) : nil
        }
        if let key = knownClients.key(username: username, client: client) {
            let pending = pendingKnown[key] ?? 0
            let failures = knownFailures.current(key, now: now)
            if let decision = check(failures, pending: pending, limit: limits.failuresPerAccount, line: key, refusal: Refusal.account) {
                return decision
            }
            pendingKnown[key] = pending + 1
            return .admit(Reservation(username: username, client: client, budget: .known(key)))
        }
        var seen: [(failures: FailureWindows.Failures, pending: Int)] = []
        if let address = client.address {
            let failures = addresses.current(address, now: now)
            let pending = pendingAddresses[address] ?? 0
            if let decision = check(failures, pending: pending, limit: limits.failuresPerAddress, line: "a:" + address, refusal: Refusal.address) {
                return decision
            }
            seen.append((failures, pending))
        }
        let failures = accounts.current(username, now: now)
        let pending = pendingAccounts[username] ?? 0
        if let decision = check(failures, pending: pending, limit: limits.failuresPerAccount, line: "u:" + username, refusal: Refusal.account) {
            return decision
        }
        seen.append((failures, pending))
        // The wait follows failures only: attempts still being checked may well succeed (a burst of
        // right logins must not wait seconds each), and their number is bounded by the limit anyway.
        let wait = limits.delay(afterFailures: seen.map(\.failures.count).max() ?? 0)
        if wait > .zero {
            if seen.contains(where: { $0.pending > 0 }) { return .refuse(.slowDown(retryAfter: wait)) }
            if let last = seen.compactMap(\.failures.last).max(), now < last.advanced(by: wait) {
                return .refuse(.slowDown(retryAfter: now.duration(to: last.advanced(by: wait))))
            }
        }
        pendingAccounts[username] = pending + 1
        if let address = client.address { pendingAddresses[address, default: 0] += 1 }
        return .admit(Reservation(username: username, client: client, budget: .stranger))
    }

    /// Waits in `key`'s line (at its back, or `atFront`) until woken at its head; `false` when the
    /// task was cancelled instead.
    private func wait(for key: String, atFront: Bool) async -> Bool {
        let id = nextWaiter
        nextWaiter += 1
        waiting += 1
        defer { waiting -= 1 }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                if Task.isCancelled {
                    continuation.resume(returning: false)
                } else {
                    waiters[key, default: []].insert((id, continuation), at: atFront ? 0 : waiters[key]?.count ?? 0)
                }
            }
        } onCancel: {
            Task { await self.stopWaiting(key, id) }
        }
    }

    private func stopWaiting(_ key: String, _ id: Int) {
        guard let index = waiters[key]?.firstIndex(where: { $0.id == id }) else { return }
        let continuation = waiters[key]?.remove(at: index).continuation
        if waiters[key]?.isEmpty == true { waiters[key] = nil }
        continuation?.resume(returning: false)
    }

    /// Wakes the attempt at the head of `key`'s line, if any: a place of that key came free.
    private func wakeNext(_ key: String) {
        guard var line = waiters[key], !line.isEmpty else { return }
        let next = line.removeFirst()
        waiters[key] = line.isEmpty ? nil : line
        next.continuation.resume(returning: true)
    }

    /// Ends `reservation`'s attempt: a failure is counted in its budget; a success clears that
    /// budget and makes the client known to the account.
    func settle(_ reservation: Reservation, succeeded: Bool) {
        release(reservation)
        let now = clock.now
        switch (reservation.budget, succeeded) {
        case (.known(let key), false):
            knownFailures.count(key, now: now)
        case (.known(let key), true):
            knownFailures.clear(key)
        case (.stranger, false):
            accounts.count(reservation.username, now: now)
            if let address = reservation.client.address { addresses.count(address, now: now) }
        case (.stranger, true):
            accounts.clear(reservation.username)
        }
        if succeeded { knownClients.remember(reservation.client, for: reservation.username) }
    }

    /// Ends `reservation`'s attempt without counting it (its password was never checked).
    func release(_ reservation: Reservation) {
        switch reservation.budget {
        case .known(let key):
            Self.decrement(&pendingKnown, key)
            wakeNext(key)
        case .stranger:
            Self.decrement(&pendingAccounts, reservation.username)
            if let address = reservation.client.address { Self.decrement(&pendingAddresses, address) }
            wakeNext("u:" + reservation.username)
            if let address = reservation.client.address { wakeNext("a:" + address) }
        }
    }

    // MARK: Private

    private static func decrement(_ table: inout [String: Int], _ key: String) {
        guard let count = table[key] else { return }
        table[key] = count > 1 ? count - 1 : nil
    }
}
