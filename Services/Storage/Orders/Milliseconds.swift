import Domain
import Foundation

/// Dates as whole milliseconds since 1970, the way every table stores them. Rounded to the
/// nearest millisecond, so a date read back and written again keeps its value exactly.
enum Milliseconds {
    /// `date` in whole milliseconds. Never traps: a date beyond what 64 bits of milliseconds hold
    /// (about 292 million years) is stored as the nearest one they do, and an undefined one as 1970.
    /// Input reaches here checked (the API refuses an order outside ``CreateOrderRequest/createdAtRange``).
    static func from(_ date: Date) -> Int64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard !milliseconds.isNaN else { return 0 }
        return Int64(exactly: milliseconds) ?? (milliseconds < 0 ? Int64.min : Int64.max)
    }

    /// The date `milliseconds` after 1970.
    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
