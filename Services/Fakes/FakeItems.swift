import Domain
import Foundation

/// Deterministic sample items, the same on every run, for tests and for running a module alone.
///
/// Item `id` is named "Item `id`", is enabled when `id` is odd and was created `id` minutes after
/// ``referenceDate``.
public enum FakeItems {
    /// The creation date items are counted from: 14 November 2023, 22:13:20 UTC.
    public static let referenceDate = Date(timeIntervalSince1970: 1_700_000_000)

    /// The sample item with `id`.
    public static func item(id: Int64) -> Item {
        Item(
            id: id,
            name: "Item \(id)",
            enabled: id % 2 == 1,
            date: referenceDate.addingTimeInterval(TimeInterval(id) * 60)
        )
    }

    /// `count` sample items with consecutive ids from `firstID` on.
    public static func make(_ count: Int, startingAt firstID: Int64 = 1) -> [Item] {
        guard count > 0 else { return [] }
        return (0 ..< Int64(count)).map { item(id: firstID + $0) }
    }
}
