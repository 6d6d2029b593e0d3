import Synchronization

/// A server's connections by client address, so that a crowded server shares its connections
/// between addresses without refusing anyone while it has room.
///
/// While fewer than ``capacity`` connections are open, every new connection is kept, whatever its
/// address: an office behind one address, a school, a test rig get all they ask for. At capacity, a
/// new connection takes the place of an idle one (not in the middle of a request), which is closed:
/// the oldest of the address holding the most, when that address holds at least two more than the
/// new connection's; else the oldest of its own address. So one machine holding hundreds of idle or
/// half-sent connections cannot keep another address out, the addresses filling the server end up
/// holding about as many each, and the few places left below the shell's hard cap stay free for
/// newcomers. Only when none of those is idle does a new connection take one of those places.
///
/// Shared by every connection's ``ConnectionShareHandler``; entries are kept only for open
/// connections, so the table never outgrows them. Both servers of the app (the web shell and the
/// demo API) share their connections this way.
///
/// ```swift
/// let share = ConnectionShare(serverLimit: 512)   // the server's hard cap on connections
/// .http1(configuration: .init(additionalChannelHandlers: [ConnectionShareHandler(share: share)]))
/// ```
public final class ConnectionShare: Sendable {
    /// One open connection: how to close it, and whether it is between requests.
    private struct Connection {
        let id: Int
        let close: @Sendable () -> Void
        var idle = true
    }

    private struct State {
        /// Each address's connections, oldest first.
        var byAddress: [String: [Connection]] = [:]
        var total = 0
        var nextID = 0
    }

    /// How many connections are kept before a new one must take another's place.
    public let capacity: Int
    private let state = Mutex(State())

    /// A share for a server that accepts at most `serverLimit` connections. It fills a sixteenth
    /// before that cap (at least one place), so a connection accepted while the share is full can
    /// still be taken in, in the place of an idle one of the address holding the most.
    public init(serverLimit: Int) {
        self.capacity = max(1, serverLimit - max(1, serverLimit / 16))
    }

    /// Counts a new connection from `address` that `close` closes, and returns its id. At capacity
    /// it closes an idle connection to make room (see the type's summary).
    func admit(_ address: String, close: @escaping @Sendable () -> Void) -> Int {
        let (id, evicted) = state.withLock { state -> (Int, (@Sendable () -> Void)?) in
            var evicted: (@Sendable () -> Void)?
            if state.total >= capacity {
                let mine = state.byAddress[address]?.count ?? 0
                let fullest = state.byAddress.max { $0.value.count < $1.value.count }
                let candidates = [fullest.flatMap { $0.value.count >= mine + 2 ? $0.key : nil }, address]
                for victim in candidates.compactMap({ $0 }) {
                    guard let index = state.byAddress[victim]?.firstIndex(where: \.idle) else { continue }
                    evicted = state.byAddress[victim]?.remove(at: index).close
                    if state.byAddress[victim]?.isEmpty == true { state.byAddress[victim] = nil }
                    state.total -= 1
                    break
                }
            }
            let id = state.nextID
            state.nextID += 1
            state.byAddress[address, default: []].append(Connection(id: id, close: close))
            state.total += 1
            return (id, evicted)
        }
        evicted?()
        return id
    }

    /// Marks connection `id` of `address` as answering a request (`idle` false) or between
    /// requests.
    func setIdle(_ idle: Bool, id: Int, address: String) {
        state.withLock { state in
            guard let index = state.byAddress[address]?.firstIndex(where: { $0.id == id }) else { return }
            state.byAddress[address]?[index].idle = idle
        }
    }

    /// Forgets connection `id` of `address` (nothing if it was closed to make room already).
    func release(id: Int, address: String) {
        state.withLock { state in
            guard let index = state.byAddress[address]?.firstIndex(where: { $0.id == id }) else { return }
            state.byAddress[address]?.remove(at: index)
            if state.byAddress[address]?.isEmpty == true { state.byAddress[address] = nil }
            state.total -= 1
        }
    }
}
