import Domain

/// The items a ``FakeItemsService`` holds: either a stored array, or a generated list of
/// ``FakeItems`` that costs nothing until read, so a fake can hold a million items.
struct FakeItemCatalogue: Sendable {
    private enum Storage: Sendable {
        /// Items in list order, with the index of each id.
        case stored([Item], index: [Int64: Int])
        /// `FakeItems.item(id:)` for ids `1 ... count`, with the items changed since.
        case generated(count: Int, changed: [Int64: Item])
    }

    private var storage: Storage

    /// A catalogue of `items`, in that order.
    init(items: [Item]) {
        var index: [Int64: Int] = [:]
        for (position, item) in items.enumerated() { index[item.id] = position }
        storage = .stored(items, index: index)
    }

    /// A catalogue of `count` generated sample items with ids `1 ... count`.
    init(generatedCount count: Int) {
        storage = .generated(count: max(0, count), changed: [:])
    }

    /// How many items there are.
    var count: Int {
        switch storage {
        case .stored(let items, _): items.count
        case .generated(let count, _): count
        }
    }

    /// The items at `range` (clamped to the list).
    func items(in range: Range<Int>) -> [Item] {
        let clamped = range.clamped(to: 0 ..< count)
        switch storage {
        case .stored(let items, _):
            return Array(items[clamped])
        case .generated(_, let changed):
            return clamped.map { position in
                let id = Int64(position) + 1
                return changed[id] ?? FakeItems.item(id: id)
            }
        }
    }

    /// The item with `id`, if there is one.
    func item(id: Int64) -> Item? {
        switch storage {
        case .stored(let items, let index):
            return index[id].map { items[$0] }
        case .generated(let count, let changed):
            guard id >= 1, id <= Int64(count) else { return nil }
            return changed[id] ?? FakeItems.item(id: id)
        }
    }

    /// Replaces the item with `item.id`; does nothing if there is none.
    mutating func replace(_ item: Item) {
        switch storage {
        case .stored(var items, let index):
            guard let position = index[item.id] else { return }
            storage = .generated(count: 0, changed: [:])  // drop the buffer's other owner: change in place
            items[position] = item
            storage = .stored(items, index: index)
        case .generated(let count, var changed):
            guard item.id >= 1, item.id <= Int64(count) else { return }
            storage = .generated(count: 0, changed: [:])  // drop the buffer's other owner: change in place
            changed[item.id] = item
            storage = .generated(count: count, changed: changed)
        }
    }

    /// Makes items `1 ... sampleCount` the generated ``FakeItems`` again, adding those that are
    /// missing and undoing changes to the others; items with larger ids stay as they are.
    mutating func restoreGenerated(_ sampleCount: Int) {
        switch storage {
        case .generated(let count, var changed):
            for id in Int64(1) ... Int64(max(1, min(sampleCount, count))) { changed[id] = nil }
            storage = .generated(count: 0, changed: [:])
            storage = .generated(count: max(count, sampleCount), changed: changed)
        case .stored(let items, _):
            var byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in Int64(1) ... Int64(max(1, sampleCount)) { byID[id] = FakeItems.item(id: id) }
            let sorted = byID.values.sorted { $0.id < $1.id }
            storage = .stored(sorted, index: Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1.id, $0) }))
        }
    }

    /// Deletes every item and returns how many there were.
    mutating func removeAll() -> Int {
        let removed = count
        storage = .stored([], index: [:])
        return removed
    }
}
