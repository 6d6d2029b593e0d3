/// Why a service call failed, as a typed value every service protocol throws. Presenters turn
/// these into the messages users read.
public enum ServiceError: Error, Sendable, Equatable {
    /// The username or password is wrong.
    case invalidCredentials
    /// The call needs a logged-in session and there is none, or it expired.
    case unauthorized
    /// The thing asked for does not exist (any more).
    case notFound
    /// The request was refused as invalid; the message says why.
    case invalidRequest(String)
    /// The server could not be reached.
    case unreachable
    /// The server did not answer in time.
    case timeout
    /// The server failed; `status` is its HTTP status.
    case server(status: Int, message: String)
    /// The server is too busy to take the call now and asks to be called again in `retryAfter`
    /// seconds (a 503 with `Retry-After`, such as a login while too many wait for their password
    /// check).
    case busy(retryAfter: Int)
    /// The answer could not be understood.
    case invalidResponse(String)
    /// Local storage failed.
    case storage(String)
    /// The call was cancelled (its module was closed).
    case cancelled
}
