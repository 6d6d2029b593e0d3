/// The clients each account logged in from, oldest first: its devices (`d:<device>`) and addresses
/// (`a:<address>`), at most 16 per account and `capacity` accounts. A client an account knows has a
/// budget of its own there (see `LoginThrottle`).
struct KnownClients {
    /// The most accounts kept.
    let capacity: Int
    private var clients: [String: [String]] = [:]
    /// The most clients remembered per account.
    private static let perAccount = 16

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The budget key of `client`'s attempts on `username` when the account knows the client: its
    /// device first (it follows the user from address to address), else its address.
    func key(username: String, client: LoginClient) -> String? {
        guard let known = clients[username] else { return nil }
        for key in Self.keys(of: client) where known.contains(key) {
            return username + "\n" + key
        }
        return nil
    }

    /// Remembers `client` (its device and its address) for `username`.
    mutating func remember(_ client: LoginClient, for username: String) {
        var known = clients[username] ?? []
        for key in Self.keys(of: client) where !known.contains(key) {
            known.append(key)
        }
        if known.count > Self.perAccount { known.removeFirst(known.count - Self.perAccount) }
        if clients[username] == nil {
            while clients.count >= capacity, let first = clients.keys.first {
                clients[first] = nil
            }
        }
        clients[username] = known
    }

    private static func keys(of client: LoginClient) -> [String] {
        [client.device.map { "d:" + $0 }, client.address.map { "a:" + $0 }].compactMap { $0 }
    }
}
