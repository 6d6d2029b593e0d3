/// One recency list of sessions, newest first, with the most it may hold. The ``SessionStore``
/// keeps three: one for signed-in sessions and small ones for anonymous ones, so a crowd of
/// visitors can only push out each other.
///
/// A full pool makes room by ending the least recently used session of the client address holding
/// the most sessions in it (``nextToEnd``), not the least recently used of all: however many
/// sessions one address opens (a flood of requests without a cookie), it pushes out only its own,
/// never the login form another person has open. Each session counts under the address its
/// browser had when it was added.
///
/// The pool keeps its own links: a link per session, found by the session's identity and chained
/// newest to oldest twice, among all sessions and among its address's, so adding, touching and
/// removing a session cost O(1) and a session carries nothing of the pool it is in.
@MainActor
final class SessionPool {
    /// A session's place in the recency lists.
    private final class Link {
        /// The session; the store's dictionary owns it.
        weak var session: WebSession?
        /// The address the session counts under.
        let address: String
        /// The next older and newer links among all sessions.
        weak var older: Link?
        weak var newer: Link?
        /// The next older and newer links among the address's sessions.
        weak var olderAtAddress: Link?
        weak var newerAtAddress: Link?

        init(_ session: WebSession, address: String) {
            self.session = session
            self.address = address
        }
    }

    /// One address's sessions: its newest and oldest links, and how many.
    private final class AddressChain {
        weak var newest: Link?
        weak var oldest: Link?
        var count = 0
    }

    /// How many sessions the pool may hold.
    let capacity: Int
    /// The links, by their sessions' identity: the pool owns them.
    private var links: [ObjectIdentifier: Link] = [:]
    /// The most recently used session's link.
    private weak var newestLink: Link?
    /// The least recently used session's link.
    private weak var oldestLink: Link?
    /// Each address's sessions.
    private var addresses: [String: AddressChain] = [:]

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

    /// The least recently used session: the first whose idle time runs out.
    var oldest: WebSession? { oldestLink?.session }

    /// The session to end to make room: the least recently used of the address holding the most
    /// sessions here (the first such address found when several hold as many).
    var nextToEnd: WebSession? {
        addresses.values.max { $0.count < $1.count }?.oldest?.session
    }

    /// Whether `session` is in this pool.
    func contains(_ session: WebSession) -> Bool {
        links[ObjectIdentifier(session)] != nil
    }

    /// Adds `session` as the newest, counted under its browser's address, or moves it there if it
    /// is in this pool already (under the address it was added from). A session is in one pool at a
    /// time: the store takes it out of another first.
    func touch(_ session: WebSession) {
        let key = ObjectIdentifier(session)
        let link: Link
        if let existing = links[key] {
            guard newestLink !== existing else { return }
            unlink(existing)
            link = existing
        } else {
            link = Link(session, address: session.browser.address ?? "")
            links[key] = link
        }
        link.older = newestLink
        newestLink?.newer = link
        newestLink = link
        if oldestLink == nil { oldestLink = link }
        let chain = addresses[link.address] ?? AddressChain()
        addresses[link.address] = chain
        link.olderAtAddress = chain.newest
        chain.newest?.newerAtAddress = link
        chain.newest = link
        if chain.oldest == nil { chain.oldest = link }
        chain.count += 1
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
        guard let chain = addresses[link.address] else { return }
        let olderAtAddress = link.olderAtAddress
        let newerAtAddress = link.newerAtAddress
        olderAtAddress?.newerAtAddress = newerAtAddress
        newerAtAddress?.olderAtAddress = olderAtAddress
        if chain.newest === link { chain.newest = olderAtAddress }
        if chain.oldest === link { chain.oldest = newerAtAddress }
        link.olderAtAddress = nil
        link.newerAtAddress = nil
        chain.count -= 1
        if chain.count == 0 { addresses[link.address] = nil }
    }
}
