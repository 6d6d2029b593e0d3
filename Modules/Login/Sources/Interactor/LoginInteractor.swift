import ViperKit

/// The login use case.
@MainActor
protocol LoginInteractor: ViperInteractor {
    /// Logs in with these credentials; the answer goes to the output.
    func logIn(username: String, password: String)
}
