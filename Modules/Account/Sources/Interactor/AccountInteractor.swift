import ViperKit

/// The account use case: fetch the logged-in user's details.
@MainActor
protocol AccountInteractor: ViperInteractor {
    /// Fetches the details; the outcome goes to the output. A fetch already under way is not
    /// started twice.
    func fetchDetails()
}
