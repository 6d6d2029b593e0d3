import Synchronization

/// Hands out 0, 1, 2, … to whichever thread asks next.
final class TicketCounter: Sendable {
    private let value = Mutex(0)

    /// The next number.
    func take() -> Int {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}
