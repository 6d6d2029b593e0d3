import GRDB

/// Which schema a ``SQLiteDatabase`` file holds. The demo API's data and the app's own data live
/// in separate files with separate migrators, so they can never mix: opening a file with the
/// other schema fails (see ``SQLiteDatabase/init(path:schema:)``).
public enum SQLiteSchema: String, Sendable, Equatable {
    /// The demo API's database: users, tokens, items, contacts, products and orders.
    case api
    /// The app's own client database: cached contacts and products, the order outbox and the
    /// latest session of each user.
    case client

    /// The identifiers of every migration of the schema, in order.
    public var migrations: [String] {
        migrator.migrations
    }

    /// The migrator that brings a file of this schema up to date.
    var migrator: DatabaseMigrator {
        switch self {
        case .api: DatabaseSchema.migrator
        case .client: ClientDatabaseSchema.migrator
        }
    }
}
