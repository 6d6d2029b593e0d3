import Domain

extension ServiceError {
    /// The sentence the order history shows when the orders could not be read.
    var orderHistoryMessage: String {
        switch self {
        case .unreachable, .timeout:
            "Can't reach the server. Check your connection and try again."
        case .unauthorized, .invalidCredentials:
            "Your session has expired. Log in again to continue."
        case .notFound, .invalidRequest, .server, .invalidResponse:
            "The server had a problem. Try again in a moment."
        case .storage:
            "The orders couldn't be read on this device. Try again."
        case .cancelled:
            "The operation was cancelled."
        }
    }
}
