import HummingbirdBcrypt

/// Hashes and checks passwords with bcrypt on threads of their own (``PasswordCheckThreads``), so
/// the CPU-heavy work never blocks Swift's cooperative thread pool or NIO's event loops, which serve
/// pages, API reads and logouts. How many checks may wait is `PasswordCheckGate`'s to bound.
struct PasswordHasher: Sendable {
    /// The bcrypt cost (log2 of the number of rounds).
    let cost: UInt8

    /// The bcrypt hash of `password`.
    func hash(_ password: String) async -> String {
        let cost = cost
        return await PasswordCheckThreads.shared.run { Bcrypt.hash(password, cost: cost) }
    }

    /// Whether `password` matches the bcrypt `hash`.
    func verify(_ password: String, hash: String) async -> Bool {
        await PasswordCheckThreads.shared.run { Bcrypt.verify(password, hash: hash) }
    }
}
