/// One recency list of sessions, newest first, with the most it may hold. The ``SessionStore``
/// keeps two: one for signed-in sessions and a small one for anonymous ones, so a crowd of
/// visitors can only push out each other.
///
/// The list is linked through the sessions themselves (``WebSession/older`` and
/// ``WebSession/newer``), so adding, touching and removing a session cost O(1).
@MainActor
final class SessionPool {
    /// How many sessions the pool may hold.
    let capacity: Int
    /// How many sessions it holds.
    private(set) var count = 0
    /// The most recently used session.
    private(set) weak var newest: WebSession?
    /// The least recently used session: the first to go when the pool is full.
    private(set) weak var oldest: WebSession?

    /// An empty pool holding at most `capacity` sessions (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Whether adding one more session would go over the capacity.
    var isFull: Bool { count >= capacity }

    /// Adds `session` as the newest, or moves it there if it is in this pool already.
    func touch(_ session: WebSession) {
        if session.pool === self {
            guard newest !== session else { return }
            unlink(session)
        } else {
            session.pool?.remove(session)
            session.pool = self
            count += 1
        }
        session.older = newest
        newest?.newer = session
        newest = session
        if oldest == nil { oldest = session }
    }

    /// Takes `session` out of this pool (nothing if it is not in it).
    func remove(_ session: WebSession) {
        guard session.pool === self else { return }
        unlink(session)
        session.pool = nil
        count -= 1
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
