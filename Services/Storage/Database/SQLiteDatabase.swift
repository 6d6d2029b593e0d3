import Domain
import Foundation
import GRDB

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

    /// Runs `body` in a read-only transaction, mapping failures to ``ServiceError``.
    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws(ServiceError) -> T {
        do {
            return try await pool.read(body)
        } catch {
            throw .storage(from: error)
        }
    }

    /// Runs `body` in a write transaction, mapping failures to ``ServiceError``.
    func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws(ServiceError) -> T {
        do {
            return try await pool.write(body)
        } catch {
            throw .storage(from: error)
        }
    }
}
