import Synchronization

/// A value shared between threads, read and changed under a lock.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    /// A box holding `value`.
    init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, under the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }

    /// The value now.
    var value: Value {
        mutex.withLock { $0 }
    }
}
