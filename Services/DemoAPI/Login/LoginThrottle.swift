/// Counts failed logins per account and per client address and says when to refuse more.
///
/// Each account and each address has a window that starts at its first failure; once it holds
/// the limit's number of failures, further attempts are refused until the window ends. A success
/// clears the account's count and remembers the address, so a user who logged in from an address
/// before can still log in there while strangers are locked out of the account. The tables are
/// bounded: at most ``capacity`` keys each, expired windows dropped first.
actor LoginThrottle {
    /// Why an attempt is refused, and for how long.
    enum Refusal: Equatable {
        /// The account had too many failures.
        case account(retryAfter: Duration)
        /// The address had too many failures.
        case address(retryAfter: Duration)
    }

    private struct Window {
        var start: ContinuousClock.Instant
        var failures: Int
    }

    /// The most keys each table keeps.
    let capacity: Int
    private let limits: LoginLimits
    private let clock = ContinuousClock()
    private var accounts: [String: Window] = [:]
    private var addresses: [String: Window] = [:]
    private var knownAddresses: [String: [String]] = [:]
    /// The most addresses remembered per account.
    private static let knownPerAccount = 8

    /// A throttle enforcing `limits`.
    init(limits: LoginLimits, capacity: Int = 100_000) {
        self.limits = limits
        self.capacity = max(1, capacity)
    }

    /// Why an attempt to log in as `username` from `address` must be refused now, or `nil` to go on.
    func refusal(username: String, address: String?) -> Refusal? {
        let now = clock.now
        if let address, let wait = wait(in: &addresses, key: address, limit: limits.failuresPerAddress, now: now) {
            return .address(retryAfter: wait)
        }
        let known = address.map { knownAddresses[username]?.contains($0) == true } ?? false
        if !known, let wait = wait(in: &accounts, key: username, limit: limits.failuresPerAccount, now: now) {
            return .account(retryAfter: wait)
        }
        return nil
    }

    /// Records a failed attempt.
    func failed(username: String, address: String?) {
        let now = clock.now
        count(in: &accounts, key: username, now: now)
        if let address { count(in: &addresses, key: address, now: now) }
    }

    /// Records a successful login: the account's failures are forgiven and the address known.
    func succeeded(username: String, address: String?) {
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

    private func wait(in table: inout [String: Window], key: String, limit: Int, now: ContinuousClock.Instant) -> Duration? {
        guard let window = table[key] else { return nil }
        let end = window.start.advanced(by: limits.window)
        guard end > now else {
            table[key] = nil
            return nil
        }
        return window.failures >= limit ? now.duration(to: end) : nil
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
