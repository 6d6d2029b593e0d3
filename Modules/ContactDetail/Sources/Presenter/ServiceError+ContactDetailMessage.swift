import Domain

extension ServiceError {
    /// The sentence the contact detail shows when the contact could not be loaded.
    var contactDetailMessage: String {
        switch self {
        case .notFound:
            "This contact no longer exists."
        case .storage:
            "This contact couldn't be read from this device."
        default:
            commonMessage
        }
    }

    /// The sentence the orders' error row shows when the contact's orders could not be loaded.
    var contactOrdersMessage: String {
        switch self {
        case .notFound:
            "The orders of this contact could not be found."
        case .storage:
            "The orders couldn't be read from this device."
        default:
            commonMessage
        }
    }

    private var commonMessage: String {
        switch self {
        case .unreachable, .timeout:
            "Can't reach the server. Check your connection and try again."
        case .unauthorized, .invalidCredentials:
            "Your session has expired. Log in again to continue."
        case .invalidRequest(let reason):
            "The request was refused: \(reason)"
        case .server, .invalidResponse:
            "The server had a problem. Try again in a moment."
        case .cancelled:
            "Loading was cancelled."
        case .notFound, .storage:
            "Something could not be read."
        }
    }
}
