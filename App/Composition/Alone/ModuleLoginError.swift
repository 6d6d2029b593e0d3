import Domain
import Foundation

/// Running a module alone over the live API logs in as the demo user first; this says why that
/// failed. Its description is shown on the command line.
public struct ModuleLoginError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The user the app tried to log in as.
    public let username: String
    /// The API it tried.
    public let apiURL: URL
    /// What the service answered.
    public let error: ServiceError

    /// Creates the error.
    public init(username: String, apiURL: URL, error: ServiceError) {
        self.username = username
        self.apiURL = apiURL
        self.error = error
    }

    public var description: String {
        "Could not log in as \(username) at \(apiURL.absoluteString) (\(error)) to run the module; "
            + "use --fake-services to run it without the API."
    }
}
