import Domain

extension ServiceError {
    /// The sentence the account screen shows for this error.
    var accountMessage: String {
        switch self {
        case .unreachable, .timeout:
            "Can't reach the server. Check your connection and try again."
        case .unauthorized, .invalidCredentials:
            "Your session has expired. Log in again to continue."
        case .notFound:
            "Your account could not be found."
        case .invalidRequest(let reason):
            "The request was refused: \(reason)"
        case .server, .invalidResponse:
            "The server had a problem. Try again in a moment."
        case .storage:
            "Your account couldn't be read on this device."
        case .cancelled:
            "The operation was cancelled."
        }
    }
}
