/// At most `capacity` pages of a long list, dropping the least recently used page first, so that
/// scrolling through a million rows keeps only a few pages in memory.
struct PageCache<Element> {
    /// The most pages kept.
    let capacity: Int
    private var pages: [Int: [Element]] = [:]
    /// Page numbers, least recently used first.
    private var recency: [Int] = []

    /// An empty cache keeping at most `capacity` pages (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many pages are kept now.
    var count: Int { pages.count }

    /// Page `number`, marking it as just used; `nil` if it is not kept.
    mutating func page(_ number: Int) -> [Element]? {
        guard let elements = pages[number] else { return nil }
        touch(number)
        return elements
    }

    /// Keeps `elements` as page `number`, then drops least recently used pages over capacity,
    /// never one of `pinned` (the pages on screen).
    mutating func insert(_ elements: [Element], at number: Int, pinned: ClosedRange<Int>?) {
        pages[number] = elements
        touch(number)
        var candidates = recency.filter { !(pinned?.contains($0) ?? false) }[...]
        while pages.count > capacity, let oldest = candidates.popFirst() {
            pages[oldest] = nil
            recency.removeAll { $0 == oldest }
        }
    }

    /// Replaces the first element matching `predicate` with `element`; returns where it was.
    mutating func replaceFirst(where predicate: (Element) -> Bool, with element: Element) -> (page: Int, position: Int)? {
        for (number, elements) in pages {
            if let position = elements.firstIndex(where: predicate) {
                pages[number]?[position] = element
                return (number, position)
            }
        }
        return nil
    }

    /// Drops every page.
    mutating func removeAll() {
        pages = [:]
        recency = []
    }

    private mutating func touch(_ number: Int) {
        recency.removeAll { $0 == number }
        recency.append(number)
    }
}
