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
    /// Gives the user the demo's sample items again, the same ones a new account starts with
    /// (``Item/sampleCount`` of them, ids 1 and up), so a list emptied by "Delete all" can be tried
    /// again. Adding them twice gives the same items, never twice as many. Returns how many items
    /// the user has then.
    func addSampleItems() async throws(ServiceError) -> Int
}
