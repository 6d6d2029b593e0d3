import Foundation
import Synchronization

/// The dates a ``Formatting`` has written, by shape: writing one is microseconds of ICU work, and a
/// screen that reads its data again (a list shown again, a reload) writes the same dates again.
/// Holds at most ``capacity`` strings and starts over when full, so a long scroll keeps no more.
final class WrittenDates: Sendable {
    /// A shape a date is written in.
    enum Shape: Hashable {
        case day, dayAndTime, time
    }

    /// The most strings held.
    static let capacity = 4_096

    private struct Key: Hashable {
        let date: Date
        let shape: Shape
    }

    private let written = Mutex<[Key: String]>([:])

    /// `date` in `shape`: written before, or written now by `write` and kept.
    func string(for date: Date, in shape: Shape, write: () -> String) -> String {
        let key = Key(date: date, shape: shape)
        if let string = written.withLock({ $0[key] }) { return string }
        let string = write()
        written.withLock { written in
            if written.count >= Self.capacity { written.removeAll(keepingCapacity: true) }
            written[key] = string
        }
        return string
    }
}
