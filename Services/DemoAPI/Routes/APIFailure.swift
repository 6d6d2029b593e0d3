import Domain
import Hummingbird
import ServerKit

/// An error answer of the demo API: an HTTP status and an ``APIErrorBody`` in JSON. Handlers
/// throw it; the router turns it into the response.
struct APIFailure: HTTPResponseError, Sendable {
    /// The HTTP status.
    let status: HTTPResponse.Status
    /// The JSON body.
    let body: APIErrorBody
    /// How many seconds the client should wait before trying again (sent as `Retry-After`).
    let retryAfter: Int?
    /// The methods the path takes, for a 405 (sent as `Allow`).
    let allow: [String]

    /// A failure with an explicit status, code and message.
    init(_ status: HTTPResponse.Status, error: String, message: String, retryAfter: Int? = nil, allow: [String] = []) {
        self.status = status
        self.body = APIErrorBody(error: error, message: message)
        self.retryAfter = retryAfter
        self.allow = allow
    }

    /// The answer for any error a handler met: failures pass through, ``ServiceError``s get
    /// their status, anything else is a 500.
    init(_ error: any Error) {
        switch error {
        case let failure as APIFailure:
            self = failure
        case let error as ServiceError:
            self.init(serviceError: error)
        default:
            self = .internalError
        }
    }

    /// The answer for a service error.
    init(serviceError: ServiceError) {
        switch serviceError {
        case .invalidCredentials:
            self = .invalidCredentials
        case .unauthorized:
            self.init(.unauthorized, error: "unauthorized", message: "This endpoint needs a valid bearer token: log in again.")
        case .notFound:
            self.init(.notFound, error: "not_found", message: "There is no such item.")
        case .invalidRequest(let message):
            self = .invalidRequest(message)
        case .storage(let message):
            // A database that cannot answer (busy, out of descriptors, memory or disk) is a
            // passing condition of the server, not a fault of the request.
            self.init(
                .serviceUnavailable, error: "storage", message: "The database could not answer (\(message)). Try again in a moment.", retryAfter: 1)
        case .cancelled:
            self.init(.serviceUnavailable, error: "cancelled", message: "The request was cancelled.")
        case .busy(let seconds):
            self.init(.serviceUnavailable, error: "busy", message: "The server is busy. Try again in \(seconds) seconds.", retryAfter: seconds)
        case .unreachable, .timeout, .server, .invalidResponse:
            self = .internalError
        }
    }

    /// 400 `invalid_request` with `message`.
    static func invalidRequest(_ message: String) -> APIFailure {
        APIFailure(.badRequest, error: "invalid_request", message: message)
    }

    /// The body of the 400 a request without one `Host` header gets (see `HostHeaderCheck`).
    static let badHostBody = #"{"error":"invalid_request","message":"An HTTP/1.1 request needs exactly one Host header."}"#

    /// 401 `invalid_credentials`.
    static let invalidCredentials = APIFailure(
        .unauthorized,
        error: "invalid_credentials",
        message: "The username or password is wrong."
    )

    /// 429 `too_many_attempts`: logins are refused for `retryAfter` because of failed ones before;
    /// or 503 `busy` when too many wait for their turn.
    static func refused(_ refusal: LoginThrottle.Refusal) -> APIFailure {
        let (what, wait): (String, Duration)
        switch refusal {
        case .account(let retryAfter): (what, wait) = ("Too many failed logins for this account.", retryAfter)
        case .address(let retryAfter): (what, wait) = ("Too many failed logins for your address.", retryAfter)
        case .slowDown(let retryAfter): (what, wait) = ("Several logins failed.", retryAfter)
        case .busy: return loginsBusy(retryAfter: 1)
        }
        let seconds = wait.retryAfterSeconds
        let minutes = (seconds + 59) / 60
        let later =
            switch seconds {
            case 1: "in a second"
            case 2 ..< 60: "in \(seconds) seconds"
            default: minutes == 1 ? "in a minute" : "in \(minutes) minutes"
            }
        return APIFailure(.tooManyRequests, error: "too_many_attempts", message: "\(what) Try again \(later).", retryAfter: seconds)
    }

    /// 503 `busy`: too many logins are already waiting for their password check, or they would
    /// keep this one waiting too long; it may be tried again after `retryAfter` seconds.
    static func loginsBusy(retryAfter seconds: Int) -> APIFailure {
        APIFailure(
            .serviceUnavailable, error: "busy", message: "The server is busy checking other logins. Try again in \(seconds) s.",
            retryAfter: seconds)
    }

    /// 500 `internal_error`.
    static let internalError = APIFailure(
        .internalServerError,
        error: "internal_error",
        message: "The server failed unexpectedly."
    )

    /// The JSON response for this failure.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try JSONBody.response(body)
        response.status = status
        if let retryAfter {
            response.headers[.retryAfter] = "\(retryAfter)"
        }
        if !allow.isEmpty {
            response.headers[.allow] = allow.joined(separator: ", ")
        }
        return response
    }
}
