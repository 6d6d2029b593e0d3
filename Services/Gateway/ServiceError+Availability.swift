import Domain

extension ServiceError {
    /// Whether the error says the server could not be reached or failed on its side (no answer,
    /// no answer in time, a 5xx): a read falls back to the cache, an order waits and is tried again.
    var meansServerUnavailable: Bool {
        switch self {
        case .unreachable, .timeout, .busy:
            true
        case .server(let status, _):
            status >= 500
        default:
            false
        }
    }

    /// A sentence saying what went wrong, for the outbox's record.
    var reason: String {
        switch self {
        case .invalidCredentials: "The username or password is wrong."
        case .unauthorized: "The session was refused: log in again."
        case .notFound: "The order's contact or product does not exist on the server."
        case .invalidRequest(let message): message
        case .unreachable: "The server could not be reached."
        case .timeout: "The server did not answer in time."
        case .server(let status, let message): "The server failed (HTTP \(status)): \(message)"
        case .busy(let seconds): "The server was busy and asked to be asked again in \(seconds) s."
        case .invalidResponse(let message): message
        case .storage(let message): message
        case .cancelled: "The attempt was cancelled."
        }
    }
}
