import Domain

extension ServiceError {
    /// The sentence the item detail screen shows for this error.
    var itemDetailMessage: String {
        switch self {
        case .notFound:
            "This item no longer exists."
        case .unreachable, .timeout:
            "Can't reach the server. Check your connection and try again."
        case .unauthorized, .invalidCredentials:
            "Your session has expired. Log in again to continue."
        case .invalidRequest(let reason):
            "The request was refused: \(reason)"
        case .server, .invalidResponse:
            "The server had a problem. Try again in a moment."
        case .storage:
            "The item couldn't be read from or saved on this device."
        case .cancelled:
            "The operation was cancelled."
        }
    }
}
