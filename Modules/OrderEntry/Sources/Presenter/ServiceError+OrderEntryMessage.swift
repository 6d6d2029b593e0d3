import Domain

extension ServiceError {
    /// The sentence the order entry screen shows when the form could not be loaded.
    var orderEntryLoadMessage: String {
        switch self {
        case .notFound:
            "This contact no longer exists."
        case .unreachable, .timeout:
            "Can't reach the server. Check your connection and try again."
        case .unauthorized, .invalidCredentials:
            "Your session has expired. Log in again to continue."
        case .invalidRequest, .server, .invalidResponse:
            "The server had a problem. Try again in a moment."
        case .storage:
            "The products couldn't be read on this device. Try again."
        case .cancelled:
            "The operation was cancelled."
        }
    }

    /// The sentence the order entry screen shows when the order could not be saved.
    var orderEntrySaveMessage: String {
        switch self {
        case .notFound:
            "This product or contact is no longer available. Choose another and save again."
        case .storage:
            "The order couldn't be saved on this device, so nothing was saved. Try again."
        case .unreachable, .timeout:
            "Can't reach the server. Check your connection and try again."
        case .unauthorized, .invalidCredentials:
            "Your session has expired. Log in again to continue."
        case .invalidRequest, .server, .invalidResponse:
            "The server had a problem saving the order. Try again in a moment."
        case .cancelled:
            "Saving was cancelled."
        }
    }
}
