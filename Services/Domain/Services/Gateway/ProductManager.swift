/// The products that can be ordered. Live: from the API, cached in SQLite like contacts.
public protocol ProductManager: Sendable {
    /// Every product, by name.
    func products() async throws(ServiceError) -> Fetched<[Product]>
}
