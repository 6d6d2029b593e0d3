/// Reads and changes items. Lists are read a page at a time, never all at once.
public protocol ItemsService: Sendable {
    /// The items at `offset ..< offset + limit` (fewer at the end), and the total count: live, or
    /// this device's copy of a page seen before when the API cannot be reached (``Fetched/source``).
    func items(offset: Int, limit: Int) async throws(ServiceError) -> Fetched<ItemPage>
    /// The item with `id`.
    /// - Throws: ``ServiceError/notFound`` when there is none.
    func item(id: Int64) async throws(ServiceError) -> Item
    /// Sets whether item `id` is enabled and returns it as saved.
    func setEnabled(_ enabled: Bool, id: Int64) async throws(ServiceError) -> Item
    /// Deletes every item of the user and returns how many were deleted.
    func deleteAll() async throws(ServiceError) -> Int
}
