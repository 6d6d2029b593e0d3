import ViperKit

/// The Order history use case: read the list a page at a time.
@MainActor
public protocol OrderHistoryInteractor: ViperInteractor {
    /// Loads up to `limit` records from `offset` on; the outcome goes to the output.
    func loadPage(offset: Int, limit: Int)
}
