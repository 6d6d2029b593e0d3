import Domain
import Networking
import Storage

/// Items over the API, with the pages a user has seen readable offline: each page read live
/// replaces the user's copy of that page (by offset and size) on this device, and when the API
/// cannot be reached a page seen before is answered from it, flagged as the device's copy. A page
/// read again (the list appearing again, a reload) is asked for with the validator of the copy
/// kept, and costs the API no page read while it is unchanged (`304 Not Modified`). One item,
/// changes and Delete all always go to the API.
public struct CachedItemsService: ItemsService {
    private let live: RemoteItemsService
    private let readThrough: DocumentReadThrough

    /// Items through `client`, with copies in `database` (a client database) saved at `clock`'s time.
    public init(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock = SystemGatewayClock()) {
        live = RemoteItemsService(client: client)
        readThrough = DocumentReadThrough(client: client, database: database, clock: clock)
    }

    /// A page of items: live, or the user's copy of it when the API cannot be reached.
    public func items(offset: Int, limit: Int) async throws(ServiceError) -> Fetched<ItemPage> {
        try await readThrough.readRevalidating(key: "items:\(offset):\(limit)") { client, validator throws(ServiceError) in
            try await client.items(offset: offset, limit: limit, ifNoneMatch: validator)
        }
    }

    /// One item, live.
    public func item(id: Int64) async throws(ServiceError) -> Item {
        try await live.item(id: id)
    }

    /// Sets whether an item is enabled, live.
    public func setEnabled(_ enabled: Bool, id: Int64) async throws(ServiceError) -> Item {
        try await live.setEnabled(enabled, id: id)
    }

    /// Deletes every item of the user, live.
    public func deleteAll() async throws(ServiceError) -> Int {
        try await live.deleteAll()
    }

    /// Gives the user the sample items again, live.
    public func addSampleItems() async throws(ServiceError) -> Int {
        try await live.addSampleItems()
    }
}
