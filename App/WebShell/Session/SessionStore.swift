import ViperKit

/// The live browser sessions, by id, with idle expiry and three capped pools.
///
/// Signed-in sessions (their flow names a `HostFlow.signedInAccount`), anonymous sessions whose
/// browser came back with their cookie at least once (someone filling in the login form), and new
/// anonymous sessions nobody came back to yet live in separate ``SessionPool``s: when a pool is
/// full, making room ends the least recently used session of the address holding the most in that
/// pool. So a flood of visitors without a cookie (each gets a new session for the login form) only
/// ever pushes out other new visitors, and from one address only its own: never a user who signed
/// in, nor one in the middle of signing in, nor a login form opened from another address. A session moves to the
/// returning pool on its second request, and between the pools when its user signs in or out
/// (``refile(_:)``). One account holds at most `perAccount` signed-in sessions: signing in one
/// more ends that account's oldest, so no single account can fill the signed-in pool and push other
/// users out.
@MainActor
final class SessionStore {
    private var sessions: [String: WebSession] = [:]
    private let signedIn: SessionPool
    private let returning: SessionPool
    private let fresh: SessionPool
    /// The signed-in sessions of each account, in the order they signed in.
    private var accounts: [String: [WebSession]] = [:]
    private let perAccount: Int
    private let idleTimeout: Duration
    private let clock = ContinuousClock()
    private let makeSession: @MainActor (ContinuousClock.Instant) -> WebSession

    /// Creates an empty store; `makeSession` builds a session (its window and flow).
    init(
        idleTimeout: Duration,
        capacity: Int,
        anonymousCapacity: Int,
        perAccount: Int,
        makeSession: @escaping @MainActor (ContinuousClock.Instant) -> WebSession
    ) {
        self.idleTimeout = idleTimeout
        self.signedIn = SessionPool(capacity: capacity)
        self.returning = SessionPool(capacity: anonymousCapacity)
        self.fresh = SessionPool(capacity: anonymousCapacity)
        self.perAccount = max(1, perAccount)
        self.makeSession = makeSession
    }

    /// How many sessions are alive.
    var count: Int { sessions.count }

    /// How many of them are signed in.
    var signedInCount: Int { signedIn.count }

    /// The live session with id `id`, marked as just used; `nil` if there is none or it expired.
    func session(withID id: String?) -> WebSession? {
        guard let id, SessionToken.isWellFormed(id), let session = sessions[id] else { return nil }
        let now = clock.now
        if isExpired(session, at: now) {
            end(session)
            return nil
        }
        session.lastUsed = now
        if fresh.contains(session) {
            place(session, in: returning)
        } else {
            pool(holding: session)?.touch(session)
        }
        return session
    }

    /// A new session for a browser at `address`, in the pool its flow belongs to, after making room
    /// there if it is full.
    func create(from address: String?) -> WebSession {
        sweep()
        let session = makeSession(clock.now)
        session.browser.update(address: address, device: nil)
        sessions[session.id] = session
        place(session, in: pool(for: session))
        return session
    }

    /// Moves `session` to the pool it now belongs to (its user signed in or out), making room
    /// there if needed, and counts it under its account, ending the account's oldest session when
    /// it holds more than its share.
    func refile(_ session: WebSession) {
        guard sessions[session.id] === session else { return }
        let account = session.flow.signedInAccount
        if account != session.account { count(session, under: account) }
        let target = pool(for: session)
        guard !target.contains(session) else { return }
        place(session, in: target)
    }

    /// Ends `session` at once (a session made for a request that turned out not to need one).
    func discard(_ session: WebSession) {
        guard sessions[session.id] === session else { return }
        end(session)
    }

    /// Re-keys `session` under new tokens (see ``WebSession/rotateTokens()``): from now on its old
    /// id names no session, so every request that carries it, waiting or still to come, is
    /// answered as a browser without one.
    func renew(_ session: WebSession) {
        guard sessions[session.id] === session else { return }
        sessions[session.id] = nil
        session.rotateTokens()
        sessions[session.id] = session
    }

    /// Ends every session idle for longer than the timeout.
    func sweep() {
        let now = clock.now
        for pool in [signedIn, returning, fresh] {
            while let candidate = pool.oldest, isExpired(candidate, at: now) {
                end(candidate)
            }
        }
    }

    /// Ends every session (the shell is stopping).
    func endAll() {
        for pool in [signedIn, returning, fresh] {
            while let session = pool.oldest {
                end(session)
            }
        }
    }

    // MARK: Private

    /// Where `session` belongs now: signed in, or else where it is (new or returning); a new
    /// session starts among the new ones, a user signing out goes to the returning ones.
    private func pool(for session: WebSession) -> SessionPool {
        if session.flow.signedInAccount != nil { return signedIn }
        return returning.contains(session) || signedIn.contains(session) ? returning : fresh
    }

    /// The pool `session` is in, if any.
    private func pool(holding session: WebSession) -> SessionPool? {
        [signedIn, returning, fresh].first { $0.contains(session) }
    }

    /// Puts `session` in `pool` as its newest, first ending sessions there while it is full: the
    /// least recently used of the address holding the most.
    private func place(_ session: WebSession, in pool: SessionPool) {
        self.pool(holding: session)?.remove(session)
        while pool.isFull, let victim = pool.nextToEnd {
            end(victim)
        }
        pool.touch(session)
    }

    private func isExpired(_ session: WebSession, at now: ContinuousClock.Instant) -> Bool {
        session.lastUsed.advanced(by: idleTimeout) < now
    }

    /// Counts `session` under `account` (none: under no account), ending the account's oldest
    /// sessions while it holds more than `perAccount`.
    private func count(_ session: WebSession, under account: String?) {
        uncount(session)
        guard let account else { return }
        session.account = account
        accounts[account, default: []].append(session)
        while let sessions = accounts[account], sessions.count > perAccount, let oldest = sessions.first, oldest !== session {
            end(oldest)
        }
    }

    private func uncount(_ session: WebSession) {
        guard let account = session.account else { return }
        session.account = nil
        accounts[account]?.removeAll { $0 === session }
        if accounts[account]?.isEmpty == true { accounts[account] = nil }
    }

    private func end(_ session: WebSession) {
        uncount(session)
        pool(holding: session)?.remove(session)
        sessions[session.id] = nil
        session.end()
    }
}
