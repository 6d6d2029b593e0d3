import Hummingbird

/// Marks every answer of the API as private to the client that asked: `Cache-Control: no-store`
/// (answers carry tokens and personal data, which no cache on the way may keep) unless an
/// endpoint chose its own (an employee's photo may be kept an hour, privately), and
/// `X-Content-Type-Options: nosniff`, so an answer is read only as the type it says it is. Error
/// answers get both too: the middleware turns an error that knows its answer into that answer
/// first. The items pages' `ETag` and `304` answers keep `no-store` too: the client revalidates
/// the copy it keeps as its own data, which `no-store` does not forbid (see `DemoAPIRoutes`' page
/// handler).
struct PrivateAnswerMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        if response.headers[.cacheControl] == nil {
            response.headers[.cacheControl] = "no-store"
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}
