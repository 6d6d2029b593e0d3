import Foundation
import Hummingbird
import Storage

/// Lets a request through only when its `Authorization: Bearer <token>` header names a token
/// the ``TokenStore`` knows, with the token's user in the context (``DemoAPIRequestContext/userID``)
/// for the handler; answers 401 `unauthorized` otherwise.
struct BearerAuthMiddleware: RouterMiddleware {
    typealias Context = DemoAPIRequestContext

    /// Where tokens are looked up.
    let tokens: TokenStore

    /// Checks the token, then calls `next`.
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let token = Self.token(in: request) else {
            throw APIFailure(
                .unauthorized,
                error: "unauthorized",
                message: "This endpoint needs an 'Authorization: Bearer <token>' header: log in first."
            )
        }
        let userID: Int64?
        do {
            userID = try await tokens.userID(token: token)
        } catch {
            throw APIFailure(error)
        }
        guard let userID else {
            throw APIFailure(
                .unauthorized,
                error: "unauthorized",
                message: "The bearer token is unknown or was logged out: log in again."
            )
        }
        var context = context
        context.userID = userID
        return try await next(request, context)
    }

    /// The bearer token of `request`'s `Authorization` header, if it has a well-formed one.
    static func token(in request: Request) -> String? {
        guard let header = request.headers[.authorization] else {
            return nil
        }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            return nil
        }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }
}
