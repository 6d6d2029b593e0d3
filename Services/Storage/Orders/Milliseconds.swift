import Foundation

/// Dates as whole milliseconds since 1970, the way every table stores them. Rounded to the
/// nearest millisecond, so a date read back and written again keeps its value exactly.
enum Milliseconds {
    /// `date` in whole milliseconds.
    static func from(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// The date `milliseconds` after 1970.
    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
