import Synchronization

/// Makes idempotency keys "key-1", "key-2", … and counts them, in place of UUIDs.
final class KeyMakerSpy: Sendable {
    private let count = Mutex(0)

    /// How many keys were made.
    var made: Int { count.withLock { $0 } }

    /// The next key.
    @Sendable
    func make() -> String {
        count.withLock {
            $0 += 1
            return "key-\($0)"
        }
    }
}
