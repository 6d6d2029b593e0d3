import Synchronization

/// The shell's connections by client address, so that a crowded server shares its connections
/// between addresses without refusing anyone while it has room.
///
/// While fewer than ``capacity`` connections are open, every new connection is kept, whatever its
/// address: an office behind one address, a school, a test rig get all they ask for. At capacity, a
/// new connection from an address holding at least two fewer than the address holding the most
/// takes the place of that address's oldest idle connection (one not in the middle of a request),
/// which is closed; otherwise the new connection is closed. So one machine holding hundreds of idle
/// or half-sent connections cannot keep another address out, and the addresses filling the server
/// end up holding about as many each.
///
/// Shared by every connection's ``ConnectionShareHandler``; entries are kept only for open
/// connections, so the table never outgrows them.
final class ConnectionShare: Sendable {
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
    let capacity: Int
    private let state = Mutex(State())

    /// A share of `capacity` connections.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Counts a new connection from `address` that `close` closes, and returns its id; `nil`,
    /// counting nothing, when it must be closed. At capacity it may close another address's idle
    /// connection to make room (see the type's summary).
    func admit(_ address: String, close: @escaping @Sendable () -> Void) -> Int? {
        let (id, evicted) = state.withLock { state -> (Int?, (@Sendable () -> Void)?) in
            var evicted: (@Sendable () -> Void)?
            if state.total >= capacity {
                let mine = state.byAddress[address]?.count ?? 0
                guard let (fullest, connections) = state.byAddress.max(by: { $0.value.count < $1.value.count }),
                    connections.count >= mine + 2, let index = connections.firstIndex(where: \.idle)
                else { return (nil, nil) }
                evicted = state.byAddress[fullest]?.remove(at: index).close
                state.total -= 1
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

    /// How many connections `address` holds now.
    func count(of address: String) -> Int {
        state.withLock { $0.byAddress[address]?.count ?? 0 }
    }
}
