/// Counts failed logins per account and per client address and says when to refuse more.
///
/// Each account and each address has a window that starts at its first failure; once it holds
/// the limit's number of failures, further attempts are refused until the window ends. An attempt
/// reserves its place before its password is checked (``reserve(username:address:)``) and is
/// settled after (``settle(_:succeeded:)``): attempts still being checked count against the limit
/// as failures would, so however many arrive at once, no more than the limit are checked. A success
/// clears the account's count and remembers the address, so a user who logged in from an address
/// before can still log in there while strangers are locked out of the account. The tables are
/// bounded: at most ``capacity`` keys each, expired windows dropped first.
actor LoginThrottle {
    /// Why an attempt is refused, and for how long.
    enum Refusal: Error, Equatable {
        /// The account had too many failures.
        case account(retryAfter: Duration)
        /// The address had too many failures.
        case address(retryAfter: Duration)
    }

    private struct Window {
        var start: ContinuousClock.Instant
        var failures: Int
    }

    /// An attempt admitted to a password check, which must be settled (or released) once it ended.
    struct Reservation: Sendable {
        let username: String
        let address: String?
        /// Whether it counts against the account (an address the account logged in from before does not).
        let countsForAccount: Bool
    }

    /// The most keys each table keeps.
    let capacity: Int
    private let limits: LoginLimits
    private let clock = ContinuousClock()
    private var accounts: [String: Window] = [:]
    private var addresses: [String: Window] = [:]
    private var knownAddresses: [String: [String]] = [:]
    /// Attempts admitted and not settled yet, per account and per address.
    private var pendingAccounts: [String: Int] = [:]
    private var pendingAddresses: [String: Int] = [:]
    /// The most addresses remembered per account.
    private static let knownPerAccount = 8

    /// A throttle enforcing `limits`.
    init(limits: LoginLimits, capacity: Int = 100_000) {
        self.limits = limits
        self.capacity = max(1, capacity)
    }

    /// Admits an attempt to log in as `username` from `address` to a password check, counting it
    /// as pending, or says why it must be refused now: the failures so far plus the attempts still
    /// being checked reached the account's or the address's limit.
    func reserve(username: String, address: String?) -> Result<Reservation, Refusal> {
        let now = clock.now
        if let address,
            let wait = wait(in: &addresses, key: address, limit: limits.failuresPerAddress, pending: pendingAddresses[address] ?? 0, now: now)
        {
            return .failure(.address(retryAfter: wait))
        }
        let known = address.map { knownAddresses[username]?.contains($0) == true } ?? false
        if !known, let wait = wait(in: &accounts, key: username, limit: limits.failuresPerAccount, pending: pendingAccounts[username] ?? 0, now: now)
        {
            return .failure(.account(retryAfter: wait))
        }
        if !known { pendingAccounts[username, default: 0] += 1 }
        if let address { pendingAddresses[address, default: 0] += 1 }
        return .success(Reservation(username: username, address: address, countsForAccount: !known))
    }

    /// Ends `reservation`'s attempt: a failure is counted, a success forgives the account and
    /// remembers the address.
    func settle(_ reservation: Reservation, succeeded: Bool) {
        release(reservation)
        if succeeded {
            self.succeeded(username: reservation.username, address: reservation.address)
        } else {
            failed(username: reservation.username, address: reservation.address)
        }
    }

    /// Ends `reservation`'s attempt without counting it (its password was never checked).
    func release(_ reservation: Reservation) {
        if reservation.countsForAccount { Self.decrement(&pendingAccounts, reservation.username) }
        if let address = reservation.address { Self.decrement(&pendingAddresses, address) }
    }

    /// Records a failed attempt.
    private func failed(username: String, address: String?) {
        let now = clock.now
        count(in: &accounts, key: username, now: now)
        if let address { count(in: &addresses, key: address, now: now) }
    }

    /// Records a successful login: the account's failures are forgiven and the address known.
    private func succeeded(username: String, address: String?) {
        accounts[username] = nil
        guard let address else { return }
        var known = knownAddresses[username] ?? []
        if !known.contains(address) {
            known.append(address)
            if known.count > Self.knownPerAccount { known.removeFirst() }
            if knownAddresses[username] == nil { makeRoom(in: &knownAddresses) }
            knownAddresses[username] = known
        }
    }

    // MARK: Private

    /// How long `key` must wait when its failures plus its `pending` attempts reach `limit`; `nil`
    /// to go on. Without a window yet (every attempt so far is still being checked), the wait is a
    /// whole window, as it will be if they fail.
    private func wait(
        in table: inout [String: Window], key: String, limit: Int, pending: Int, now: ContinuousClock.Instant
    ) -> Duration? {
        var failures = 0
        var end = now.advanced(by: limits.window)
        if let window = table[key] {
            let windowEnd = window.start.advanced(by: limits.window)
            if windowEnd > now {
                failures = window.failures
                end = windowEnd
            } else {
                table[key] = nil
            }
        }
        return failures + pending >= limit ? now.duration(to: end) : nil
    }

    private static func decrement(_ table: inout [String: Int], _ key: String) {
        guard let count = table[key] else { return }
        table[key] = count > 1 ? count - 1 : nil
    }

    private func count(in table: inout [String: Window], key: String, now: ContinuousClock.Instant) {
        if var window = table[key], window.start.advanced(by: limits.window) > now {
            window.failures += 1
            table[key] = window
            return
        }
        if table[key] == nil { makeRoom(in: &table) }
        table[key] = Window(start: now, failures: 1)
    }

    /// Drops expired windows when the table is full, then arbitrary keys if it is still full.
    private func makeRoom(in table: inout [String: Window]) {
        guard table.count >= capacity else { return }
        let now = clock.now
        table = table.filter { $0.value.start.advanced(by: limits.window) > now }
        while table.count >= capacity, let first = table.keys.first {
            table[first] = nil
        }
    }

    private func makeRoom(in table: inout [String: [String]]) {
        while table.count >= capacity, let first = table.keys.first {
            table[first] = nil
        }
    }
}
