/// One page of the Employee list list: the records from `offset` on, and how many there are in all.
public struct EmployeeListPage: Sendable, Equatable {
    /// The records of the page.
    public let records: [EmployeeListRecord]
    /// The index of the first record in the whole list.
    public let offset: Int
    /// How many records the whole list has.
    public let total: Int

    /// Creates a page.
    public init(records: [EmployeeListRecord], offset: Int, total: Int) {
        self.records = records
        self.offset = offset
        self.total = total
    }
}
