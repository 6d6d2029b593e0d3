import Domain
import Networking
import Storage

/// The signed-in user's feature flags over the API, readable offline: each live read replaces the
/// user's copy on this device, and when the API cannot be reached the copy answers, so a person
/// keeps the implementation they had.
public struct CachedFeatureFlags: FeatureFlags {
    private let readThrough: DocumentReadThrough

    /// The flags through `client`, with their copy in `database` (a client database).
    public init(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock = SystemGatewayClock()) {
        readThrough = DocumentReadThrough(client: client, database: database, clock: clock)
    }

    /// The values: live, or the user's copy when the API cannot be reached.
    public func values() async throws(ServiceError) -> Fetched<[String: Bool]> {
        try await readThrough.read(key: "flags") { client throws(ServiceError) in try await client.featureFlags() }
    }
}
