import ViperKit

/// The items list use cases: read the list a page at a time, delete every item.
@MainActor
protocol ItemsListInteractor: ViperInteractor {
    /// Loads the items at `offset ..< offset + limit`; a load of the same offset already under way
    /// is not started twice. The page goes to the output.
    func loadPage(offset: Int, limit: Int)
    /// Cancels every page load under way; cancelled loads report nothing.
    func cancelPageLoads()
    /// Deletes every item; the outcome goes to the output.
    func deleteAll()
}
