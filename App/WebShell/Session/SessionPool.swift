/// One recency list of sessions, newest first, with the most it may hold. The ``SessionStore``
/// keeps three: one for signed-in sessions and small ones for anonymous ones, so a crowd of
/// visitors can only push out each other.
///
/// The pool keeps its own links: a link per session, found by the session's identity and chained
/// newest to oldest, so adding, touching and removing a session cost O(1) and a session carries
/// nothing of the pool it is in.
@MainActor
final class SessionPool {
    /// A session's place in the recency list.
    private final class Link {
        /// The session; the store's dictionary owns it.
        weak var session: WebSession?
        /// The next older link.
        weak var older: Link?
        /// The next newer link.
        weak var newer: Link?

        init(_ session: WebSession) {
            self.session = session
        }
    }

    /// How many sessions the pool may hold.
    let capacity: Int
    /// The links, by their sessions' identity: the pool owns them.
    private var links: [ObjectIdentifier: Link] = [:]
    /// The most recently used session's link.
    private weak var newestLink: Link?
    /// The least recently used session's link.
    private weak var oldestLink: Link?

    /// An empty pool holding at most `capacity` sessions (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many sessions it holds.
    var count: Int { links.count }

    /// Whether adding one more session would go over the capacity.
    var isFull: Bool { count >= capacity }

    /// The most recently used session.
    var newest: WebSession? { newestLink?.session }

    /// The least recently used session: the first to go when the pool is full.
    var oldest: WebSession? { oldestLink?.session }

    /// Whether `session` is in this pool.
    func contains(_ session: WebSession) -> Bool {
        links[ObjectIdentifier(session)] != nil
    }

    /// Adds `session` as the newest, or moves it there if it is in this pool already. A session is
    /// in one pool at a time: the store takes it out of another first.
    func touch(_ session: WebSession) {
        let key = ObjectIdentifier(session)
        let link: Link
        if let existing = links[key] {
            guard newestLink !== existing else { return }
            unlink(existing)
            link = existing
        } else {
            link = Link(session)
            links[key] = link
        }
        link.older = newestLink
        newestLink?.newer = link
        newestLink = link
        if oldestLink == nil { oldestLink = link }
    }

    /// Takes `session` out of this pool (nothing if it is not in it).
    func remove(_ session: WebSession) {
        guard let link = links.removeValue(forKey: ObjectIdentifier(session)) else { return }
        unlink(link)
    }

    private func unlink(_ link: Link) {
        let older = link.older
        let newer = link.newer
        older?.newer = newer
        newer?.older = older
        if newestLink === link { newestLink = older }
        if oldestLink === link { oldestLink = newer }
        link.older = nil
        link.newer = nil
    }
}
