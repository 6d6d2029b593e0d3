import ViperKit

/// The Home use cases.
@MainActor
public protocol HomeInteractor: ViperInteractor {
    /// Ends the user's session; the outcome goes to the output.
    func logOut()
}
