import Synchronization

/// The SQL statements one transaction ran, collected on the database's queue for its span.
final class SQLStatements: Sendable {
    private let statements = Mutex<[String]>([])

    /// Adds `sql`.
    func append(_ sql: String) {
        statements.withLock { $0.append(sql) }
    }

    /// Every statement, in the order run.
    var all: [String] { statements.withLock { $0 } }
}
