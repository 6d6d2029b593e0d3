import Domain

/// A Employee list data source of `count` generated records, answering after `delay`, or failing with
/// `failure` when one is set. For running the module alone and for tests.
public struct EmployeeListSampleDataSource: EmployeeListDataSource {
    /// How many records there are.
    public let count: Int
    /// How long each page takes.
    public let delay: Duration
    /// The error every call fails with, if any.
    public let failure: ServiceError?

    /// Creates a data source of `count` records.
    public init(count: Int = 42, delay: Duration = .zero, failure: ServiceError? = nil) {
        self.count = count
        self.delay = delay
        self.failure = failure
    }

    /// The record at index `index`: id `index + 1`, title "Employee list <id>".
    public static func record(at index: Int) -> EmployeeListRecord {
        EmployeeListRecord(id: String(index + 1), title: "Employee list \(index + 1)", detail: "Sample record number \(index + 1)")
    }

    /// Up to `limit` records from `offset` on; `.cancelled` if the caller is cancelled while waiting.
    public func page(offset: Int, limit: Int) async throws(ServiceError) -> EmployeeListPage {
        do {
            try await Task.sleep(for: delay)
        } catch {
            throw .cancelled
        }
        if let failure { throw failure }
        let start = min(max(0, offset), count)
        let end = min(count, start + max(0, limit))
        return EmployeeListPage(records: (start..<end).map(Self.record(at:)), offset: start, total: count)
    }
}
