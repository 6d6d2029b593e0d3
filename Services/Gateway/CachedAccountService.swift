import Domain
import Networking
import Storage

/// The account's details over the API, readable offline: each live read replaces the user's copy
/// on this device, and when the API cannot be reached the copy answers, flagged as the device's.
public struct CachedAccountService: AccountService {
    private let readThrough: DocumentReadThrough

    /// The details through `client`, with their copy in `database` (a client database).
    public init(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock = SystemGatewayClock()) {
        readThrough = DocumentReadThrough(client: client, database: database, clock: clock)
    }

    /// The details: live, or the user's copy when the API cannot be reached.
    public func details() async throws(ServiceError) -> Fetched<AccountDetails> {
        try await readThrough.read(key: "account") { client throws(ServiceError) in try await client.accountDetails() }
    }
}
