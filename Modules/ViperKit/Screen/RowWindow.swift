/// Which part of a long list a paged section shows: rows `offset ..< offset + rows.count` of `total`.
public struct RowWindow: Sendable, Equatable {
    /// The index of the first row shown.
    public var offset: Int
    /// How many rows a page holds.
    public var pageSize: Int
    /// How many rows the whole list has.
    public var total: Int

    /// Creates a window.
    public init(offset: Int, pageSize: Int, total: Int) {
        self.offset = offset
        self.pageSize = pageSize
        self.total = total
    }

    /// The offset of the previous page, if there is one.
    public var previousOffset: Int? { offset > 0 ? max(0, offset - pageSize) : nil }
    /// The offset of the next page, if there is one.
    public var nextOffset: Int? { offset + pageSize < total ? offset + pageSize : nil }
    /// The row indexes this window covers.
    public var indices: Range<Int> { offset ..< min(total, offset + pageSize) }
}
