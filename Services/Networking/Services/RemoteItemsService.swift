import Domain

/// Domain's `ItemsService` over the demo API, authenticated with the client's
/// ``CredentialStore`` token.
public struct RemoteItemsService: ItemsService {
    private let client: APIClient

    /// A service calling the API through `client`.
    public init(client: APIClient) {
        self.client = client
    }

    /// One page of items; see `ItemsService`.
    public func items(offset: Int, limit: Int) async throws(ServiceError) -> Fetched<ItemPage> {
        Fetched(try await client.items(offset: offset, limit: limit).value, source: .live)
    }

    /// One item; see `ItemsService`.
    public func item(id: Int64) async throws(ServiceError) -> Item {
        try await client.item(id: id)
    }

    /// Sets whether an item is enabled; see `ItemsService`.
    public func setEnabled(_ enabled: Bool, id: Int64) async throws(ServiceError) -> Item {
        try await client.setEnabled(enabled, id: id)
    }

    /// Deletes every item of the logged-in user; see `ItemsService`.
    public func deleteAll() async throws(ServiceError) -> Int {
        try await client.deleteAll().deleted
    }

    /// Gives the logged-in user the sample items again; see `ItemsService`.
    public func addSampleItems() async throws(ServiceError) -> Int {
        try await client.addSampleItems().total
    }
}
