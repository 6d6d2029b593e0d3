import Domain
import Foundation
import GRDB

/// One SQLite database file, opened in WAL mode through a GRDB `DatabasePool` and migrated to
/// the current schema. The stores (``ItemStore``, ``UserStore``, ``TokenStore``, ``MetaStore``)
/// read and write through it; share one instance per file.
public final class SQLiteDatabase: Sendable {
    /// The path of the database file.
    public let path: String
    /// The connection pool: one writer, several concurrent readers.
    let pool: DatabasePool

    /// Opens (creating it and its parent directories if needed) the database file at `path` and
    /// runs every migration it has not seen yet.
    /// - Throws: ``ServiceError/storage(_:)`` when the file cannot be created, opened or migrated.
    public init(path: String) throws(ServiceError) {
        self.path = path
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
            try DatabaseSchema.migrator.migrate(pool)
        } catch {
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
            try DatabaseSchema.migrator.appliedMigrations(db)
        }
    }

    /// The identifiers of every migration the code knows, in order.
    public static var knownMigrations: [String] {
        DatabaseSchema.migrator.migrations
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
