import Synchronization

/// How many connections each client address holds, so no address takes more than its share of
/// the shell's connections: one machine holding hundreds of idle or half-sent connections leaves
/// the rest of ``WebShellConfiguration/maxConnections`` to everyone else.
///
/// Shared by every connection's ``ConnectionShareHandler``; counts are kept only for addresses
/// holding a connection, so the table never outgrows the connections open.
final class ConnectionShare: Sendable {
    /// The most connections one address holds at once.
    let perAddress: Int
    private let open = Mutex<[String: Int]>([:])

    /// A share of `perAddress` connections per address.
    init(perAddress: Int) {
        self.perAddress = max(1, perAddress)
    }

    /// Counts a new connection from `address`; `false`, counting nothing, when the address already
    /// holds its share.
    func admit(_ address: String) -> Bool {
        open.withLock { open in
            let count = open[address] ?? 0
            guard count < perAddress else { return false }
            open[address] = count + 1
            return true
        }
    }

    /// Forgets a connection from `address` that ``admit(_:)`` counted.
    func release(_ address: String) {
        open.withLock { open in
            guard let count = open[address] else { return }
            open[address] = count > 1 ? count - 1 : nil
        }
    }

    /// How many connections `address` holds now.
    func count(of address: String) -> Int {
        open.withLock { $0[address] ?? 0 }
    }
}
