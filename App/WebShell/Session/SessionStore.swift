import ViperKit

/// The live browser sessions, by id, with idle expiry and a cap that ends the least recently used.
///
/// Sessions are kept in a recency list (newest first) beside the dictionary, so touching a
/// session, evicting the oldest and sweeping expired ones cost O(1) per session affected.
@MainActor
final class SessionStore {
    private var sessions: [String: WebSession] = [:]
    private weak var newest: WebSession?
    private weak var oldest: WebSession?
    private let idleTimeout: Duration
    private let capacity: Int
    private let clock = ContinuousClock()
    private let makeSession: @MainActor (ContinuousClock.Instant) -> WebSession

    /// Creates an empty store; `makeSession` builds a session (its navigator and flow).
    init(
        idleTimeout: Duration,
        capacity: Int,
        makeSession: @escaping @MainActor (ContinuousClock.Instant) -> WebSession
    ) {
        self.idleTimeout = idleTimeout
        self.capacity = max(1, capacity)
        self.makeSession = makeSession
    }

    /// How many sessions are alive.
    var count: Int { sessions.count }

    /// The live session with id `id`, marked as just used; `nil` if there is none or it expired.
    func session(withID id: String?) -> WebSession? {
        guard let id, SessionToken.isWellFormed(id), let session = sessions[id] else { return nil }
        let now = clock.now
        if isExpired(session, at: now) {
            end(session)
            return nil
        }
        touch(session, at: now)
        return session
    }

    /// A new session, after ending the least recently used one if the store is full.
    func create() -> WebSession {
        sweep()
        while sessions.count >= capacity, let victim = oldest {
            end(victim)
        }
        let now = clock.now
        let session = makeSession(now)
        // Its tokens are new: a root its flow placed while starting needs no second pair.
        session.rootGenerationSeen = session.navigator.rootGeneration
        sessions[session.id] = session
        touch(session, at: now)
        return session
    }

    /// Re-keys `session` under new tokens if its root was replaced since its tokens were issued.
    /// Returns whether it did (the answer must then set the new cookie).
    func rotateIfRootReplaced(_ session: WebSession) -> Bool {
        let generation = session.navigator.rootGeneration
        guard generation != session.rootGenerationSeen, sessions[session.id] === session else { return false }
        sessions[session.id] = nil
        session.rotateTokens()
        session.rootGenerationSeen = generation
        sessions[session.id] = session
        return true
    }

    /// Ends every session idle for longer than the timeout.
    func sweep() {
        let now = clock.now
        while let candidate = oldest, isExpired(candidate, at: now) {
            end(candidate)
        }
    }

    /// Ends every session (the shell is stopping).
    func endAll() {
        while let session = oldest {
            end(session)
        }
    }

    // MARK: Private

    private func isExpired(_ session: WebSession, at now: ContinuousClock.Instant) -> Bool {
        session.lastUsed.advanced(by: idleTimeout) < now
    }

    private func end(_ session: WebSession) {
        unlink(session)
        sessions[session.id] = nil
        session.end()
    }

    private func touch(_ session: WebSession, at now: ContinuousClock.Instant) {
        session.lastUsed = now
        guard newest !== session else { return }
        unlink(session)
        session.older = newest
        newest?.newer = session
        newest = session
        if oldest == nil { oldest = session }
    }

    private func unlink(_ session: WebSession) {
        let older = session.older
        let newer = session.newer
        older?.newer = newer
        newer?.older = older
        if newest === session { newest = older }
        if oldest === session { oldest = newer }
        session.older = nil
        session.newer = nil
    }
}
