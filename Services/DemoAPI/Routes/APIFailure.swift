import Domain
import Hummingbird

/// An error answer of the demo API: an HTTP status and an ``APIErrorBody`` in JSON. Handlers
/// throw it; the router turns it into the response.
struct APIFailure: HTTPResponseError, Sendable {
    /// The HTTP status.
    let status: HTTPResponse.Status
    /// The JSON body.
    let body: APIErrorBody

    /// A failure with an explicit status, code and message.
    init(_ status: HTTPResponse.Status, error: String, message: String) {
        self.status = status
        self.body = APIErrorBody(error: error, message: message)
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
            self.init(.internalServerError, error: "storage", message: "The database failed: \(message)")
        case .cancelled:
            self.init(.serviceUnavailable, error: "cancelled", message: "The request was cancelled.")
        case .unreachable, .timeout, .server, .invalidResponse:
            self = .internalError
        }
    }

    /// 400 `invalid_request` with `message`.
    static func invalidRequest(_ message: String) -> APIFailure {
        APIFailure(.badRequest, error: "invalid_request", message: message)
    }

    /// 401 `invalid_credentials`.
    static let invalidCredentials = APIFailure(
        .unauthorized,
        error: "invalid_credentials",
        message: "The username or password is wrong."
    )

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
        return response
    }
}
