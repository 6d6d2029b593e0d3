import ViperKit

/// The Home use cases.
@MainActor
protocol HomeInteractor: ViperInteractor {
    /// Ends the user's session; the outcome goes to the output.
    func logOut()
}
