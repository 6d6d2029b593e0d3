import Domain
import Foundation
import GRDB
import Tracing

/// One SQLite database file, opened in WAL mode through a GRDB `DatabasePool` and migrated to
/// the current version of its ``SQLiteSchema``. The stores (``ItemStore``, ``UserStore``,
/// ``TokenStore``, ``MetaStore``, ``OrderStore``, … for the API; ``EntityCacheStore``,
/// ``OutboxStore``, ``SignInStore`` for the app) read and write through it; share one
/// instance per file.
public final class SQLiteDatabase: Sendable {
    /// The path of the database file.
    public let path: String
    /// The schema the file holds.
    public let schema: SQLiteSchema
    /// The connection pool: one writer, several concurrent readers.
    let pool: DatabasePool

    /// Opens (creating it and its parent directories if needed) the database file at `path` and
    /// runs every migration of `schema` it has not seen yet.
    /// - Throws: ``ServiceError/storage(_:)`` when the file cannot be created, opened or migrated,
    ///   or when it holds migrations `schema` does not know (the other schema's file, or a newer
    ///   version's).
    public init(path: String, schema: SQLiteSchema = .api) throws(ServiceError) {
        self.path = path
        self.schema = schema
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .storage("Cannot create the directory \(directory.path): \(error.localizedDescription)")
        }
        var configuration = Configuration()
        configuration.label = "Storage"
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // WAL makes NORMAL durable against application crashes and much faster to write.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw .storage(from: error)
        }
        do {
            let migrator = schema.migrator
            let foreign = try pool.read { db in
                try migrator.appliedIdentifiers(db).subtracting(migrator.migrations)
            }
            guard foreign.isEmpty else {
                throw ServiceError.storage(
                    "The file \(path) is not a database of the \(schema.rawValue) schema: it has the migrations \(foreign.sorted())."
                )
            }
            try migrator.migrate(pool)
        } catch {
            try? pool.close()
            throw .storage(from: error)
        }
    }

    /// The names of the tables of the schema (SQLite's and GRDB's own tables left out).
    public func tableNames() async throws(ServiceError) -> Set<String> {
        try await read { db in
            let names = try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'"
            )
            return Set(names)
        }
    }

    /// The identifiers of the migrations applied to the file, in the order they were applied.
    public func appliedMigrations() async throws(ServiceError) -> [String] {
        try await read { db in
            try schema.migrator.appliedMigrations(db)
        }
    }

    /// The identifiers of every migration the code knows for the API's schema, in order.
    public static var knownMigrations: [String] {
        SQLiteSchema.api.migrations
    }

    /// Closes every connection. Later calls through this database or its stores fail with
    /// ``ServiceError/storage(_:)``.
    public func close() throws(ServiceError) {
        do {
            try pool.close()
        } catch {
            throw .storage(from: error)
        }
    }

    /// Runs `body` in a read-only transaction, mapping failures to ``ServiceError``, inside a
    /// `SQLite read` span whose events are the statements it ran.
    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws(ServiceError) -> T {
        try await traced("SQLite read") { statements in
            try await pool.read { db in try Self.recording(db, into: statements, body) }
        }
    }

    /// Runs `body` in a write transaction, mapping failures to ``ServiceError``, inside a
    /// `SQLite write` span whose events are the statements it ran.
    func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws(ServiceError) -> T {
        try await traced("SQLite write") { statements in
            try await pool.write { db in try Self.recording(db, into: statements, body) }
        }
    }

    /// Runs `transaction` in a span named `name`; the statements it records become the span's
    /// events (their SQL, without the values bound to it). With no tracer set up, no span is made
    /// and nothing recorded.
    private func traced<T: Sendable>(
        _ name: String, _ transaction: (SQLStatements?) async throws -> T
    ) async throws(ServiceError) -> T {
        guard !(InstrumentationSystem.tracer is NoOpTracer) else {
            do {
                return try await transaction(nil)
            } catch {
                throw .storage(from: error)
            }
        }
        let result = await withSpan(name, ofKind: .client) { span -> Result<T, ServiceError> in
            let statements = span.isRecording ? SQLStatements() : nil
            defer { for sql in statements?.all ?? [] { span.addEvent(SpanEvent(name: sql)) } }
            span.attributes["db.system.name"] = "sqlite"
            do {
                return .success(try await transaction(statements))
            } catch {
                span.setStatus(SpanStatus(code: .error, message: "\(error)"))
                return .failure(.storage(from: error))
            }
        }
        return try result.get()
    }

    /// Runs `body` on `db`, recording each statement it runs into `statements` when given.
    private static func recording<T>(_ db: Database, into statements: SQLStatements?, _ body: (Database) throws -> T) throws -> T {
        guard let statements else { return try body(db) }
        db.trace { event in statements.append("\(event)") }
        defer { db.trace(nil) }
        return try body(db)
    }
}
