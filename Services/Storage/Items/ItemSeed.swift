import Domain
import Foundation
import GRDB

/// The deterministic demo data: item `n` (1-based) is always the same, so the same seed count
/// always gives the same database.
public enum ItemSeed {
    /// The date of item 0; item `n` is `n` minutes later (2024-01-01T00:00:00Z).
    public static let baseDate = Date(timeIntervalSince1970: 1_704_067_200)

    static let adjectives = [
        "Amber", "Brisk", "Cobalt", "Dusty", "Eager", "Frosty", "Golden", "Hidden",
        "Ivory", "Jolly", "Keen", "Lucky", "Misty", "Noble", "Olive", "Proud",
    ]
    static let nouns = [
        "Anchor", "Beacon", "Compass", "Drum", "Engine", "Falcon", "Gadget", "Harbor",
        "Island", "Jigsaw", "Kettle", "Lantern", "Meadow", "Nugget", "Orbit", "Pebble",
    ]

    /// The name of item `n`, e.g. `"Amber Gadget 17"`.
    public static func name(_ n: Int64) -> String {
        let count = Int64(adjectives.count)
        let adjective = adjectives[Int(n % count)]
        let noun = nouns[Int((n / count) % Int64(nouns.count))]
        return "\(adjective) \(noun) \(n)"
    }

    /// Whether item `n` starts enabled: two items out of three.
    public static func enabled(_ n: Int64) -> Bool {
        n % 3 != 0
    }

    /// The date of item `n` in milliseconds since 1970.
    static func dateMilliseconds(_ n: Int64) -> Int64 {
        Int64(baseDate.timeIntervalSince1970) * 1000 + n * 60_000
    }

    /// Item `n` as seeding writes it.
    public static func item(_ n: Int64) -> Item {
        Item(
            id: n,
            name: name(n),
            enabled: enabled(n),
            date: Date(timeIntervalSince1970: Double(dateMilliseconds(n)) / 1000)
        )
    }

    /// One statement writing items `?1 ... ?2` exactly as ``item(_:)`` defines them, generated
    /// by SQLite itself (a recursive sequence, the words picked by `CASE`), so a whole batch is one
    /// step of one prepared statement and seeding speed does not depend on how Swift was
    /// optimised. Arguments: ``insertBatchArguments(_:)``; tests check the rows equal
    /// ``item(_:)``.
    static let insertBatchSQL: String = {
        let adjective = adjectives.indices.map { "WHEN \($0) THEN ?" }.joined(separator: " ")
        let noun = nouns.indices.map { "WHEN \($0) THEN ?" }.joined(separator: " ")
        return """
            WITH RECURSIVE sequence(n) AS (SELECT ? UNION ALL SELECT n + 1 FROM sequence WHERE n < ?)
            INSERT INTO item (id, name, enabled, date)
            SELECT
                n,
                (CASE n % \(adjectives.count) \(adjective) END) || ' '
                    || (CASE (n / \(adjectives.count)) % \(nouns.count) \(noun) END) || ' ' || n,
                n % 3 != 0,
                ? + n * 60000
            FROM sequence
            WHERE true
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, enabled = excluded.enabled, date = excluded.date
            """
    }()

    /// The arguments of ``insertBatchSQL`` for items `range`.
    static func insertBatchArguments(_ range: ClosedRange<Int64>) -> StatementArguments {
        var values: [any DatabaseValueConvertible] = [range.lowerBound, range.upperBound]
        values += adjectives
        values += nouns
        values.append(dateMilliseconds(0))
        return StatementArguments(values)
    }
}
