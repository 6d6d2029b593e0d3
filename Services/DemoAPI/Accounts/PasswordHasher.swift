import Dispatch
import HummingbirdBcrypt

/// Hashes and checks passwords with bcrypt on a Dispatch queue, so the CPU-heavy work never
/// blocks Swift's cooperative thread pool or NIO's event loops.
struct PasswordHasher: Sendable {
    /// The bcrypt cost (log2 of the number of rounds).
    let cost: UInt8

    /// The bcrypt hash of `password`.
    func hash(_ password: String) async -> String {
        let cost = cost
        return await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Bcrypt.hash(password, cost: cost))
            }
        }
    }

    /// Whether `password` matches the bcrypt `hash`.
    func verify(_ password: String, hash: String) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Bcrypt.verify(password, hash: hash))
            }
        }
    }
}
