import Domain
import Hummingbird

/// Makes every error answer of the API a JSON ``APIErrorBody`` with a sentence, also the ones
/// Hummingbird gives itself: a path no endpoint serves is a 404 `not_found` naming the method and
/// path (a method the path does not take is a 405, see ``MethodNotAllowedMiddleware``), and any
/// other `HTTPError` keeps its status and says what it means.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The longest part of a path quoted back in a message.
    static var quotedPathLength: Int { 120 }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            throw Self.failure(for: error, request: request)
        }
    }

    /// The JSON answer for Hummingbird's `error` to `request`.
    static func failure(for error: HTTPError, request: Request) -> APIFailure {
        if error.status == .notFound {
            var path = request.uri.path
            if path.count > quotedPathLength { path = String(path.prefix(quotedPathLength)) + "…" }
            return APIFailure(.notFound, error: "not_found", message: "The API has no endpoint \(request.method.rawValue) \(path).")
        }
        let message = error.body.flatMap { $0.isEmpty ? nil : $0 } ?? "The request was refused: \(error.status.reasonPhrase)."
        return APIFailure(error.status, error: "invalid_request", message: message)
    }
}
