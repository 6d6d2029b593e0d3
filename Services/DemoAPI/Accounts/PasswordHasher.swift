import Dispatch
import HummingbirdBcrypt

/// Hashes and checks passwords with bcrypt on a Dispatch queue of their own, so the CPU-heavy work
/// never blocks Swift's cooperative thread pool or NIO's event loops, which serve pages, API reads
/// and logouts. How many checks run at once is `PasswordCheckGate`'s to bound.
struct PasswordHasher: Sendable {
    /// The bcrypt cost (log2 of the number of rounds).
    let cost: UInt8
    /// The password checks' own queue.
    private static let queue = DispatchQueue(label: "viper.password-checks", qos: .userInitiated, attributes: .concurrent)

    /// The bcrypt hash of `password`.
    func hash(_ password: String) async -> String {
        let cost = cost
        return await withCheckedContinuation { continuation in
            Self.queue.async {
                continuation.resume(returning: Bcrypt.hash(password, cost: cost))
            }
        }
    }

    /// Whether `password` matches the bcrypt `hash`.
    func verify(_ password: String, hash: String) async -> Bool {
        await withCheckedContinuation { continuation in
            Self.queue.async {
                continuation.resume(returning: Bcrypt.verify(password, hash: hash))
            }
        }
    }
}
