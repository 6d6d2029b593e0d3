import Domain

extension ServiceError {
    /// The sentence the login screen shows for this error.
    var loginMessage: String {
        switch self {
        case .invalidCredentials, .unauthorized:
            "Wrong username or password."
        case .unreachable, .timeout:
            "Can't reach the server. Check your connection and try again."
        case .invalidRequest(let reason):
            reason.isEmpty ? "The server refused the login. Check what you typed and try again." : reason
        case .server, .invalidResponse, .notFound:
            "The server had a problem logging you in. Try again in a moment."
        case .storage:
            "Your session couldn't be saved on this device. Try again."
        case .cancelled:
            "Logging in was cancelled."
        }
    }
}
