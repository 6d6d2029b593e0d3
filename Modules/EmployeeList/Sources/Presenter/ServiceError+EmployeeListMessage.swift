import Domain

extension ServiceError {
    /// The sentence the employee list shows for this error.
    var employeeListMessage: String {
        switch self {
        case .unreachable, .timeout:
            "Can't reach the server. Check your connection and try again."
        case .unauthorized, .invalidCredentials:
            "Your session has expired. Log in again to continue."
        case .notFound:
            "The employee directory could not be found."
        case .invalidRequest(let reason):
            "The request was refused: \(reason)"
        case .server, .invalidResponse:
            "The server had a problem. Try again in a moment."
        case .storage:
            "The employees couldn't be read on this device."
        case .cancelled:
            "The operation was cancelled."
        }
    }
}
