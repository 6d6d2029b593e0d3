import Domain
import Foundation
import GRDB

extension Item {
    /// The columns ``init(row:)`` reads, in the order of a `SELECT`.
    static let selection = "id, name, enabled, date"

    /// The item stored in a row selected with ``selection``.
    init(row: Row) {
        let milliseconds: Int64 = row[3]
        self.init(
            id: row[0],
            name: row[1],
            enabled: row[2],
            date: Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        )
    }
}
