import Domain

extension ServiceError {
    /// The sentence the contact list's error row shows for this error.
    var contactListMessage: String {
        switch self {
        case .unreachable, .timeout:
            "Can't reach the server. Check your connection and try again."
        case .unauthorized, .invalidCredentials:
            "Your session has expired. Log in again to continue."
        case .notFound:
            "Your contacts could not be found."
        case .invalidRequest(let reason):
            "The request was refused: \(reason)"
        case .server, .invalidResponse:
            "The server had a problem. Try again in a moment."
        case .storage:
            "Your contacts couldn't be read from this device."
        case .cancelled:
            "Loading was cancelled."
        }
    }
}
