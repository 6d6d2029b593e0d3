import Domain

/// Where the Contact list list's records come from. The builder injects it: the sample data source
/// until the module has a real service (add one to Domain and adapt it here).
public protocol ContactListDataSource: Sendable {
    /// Up to `limit` records from index `offset` on.
    func page(offset: Int, limit: Int) async throws(ServiceError) -> ContactListPage
}
