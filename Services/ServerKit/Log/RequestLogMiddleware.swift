import Hummingbird
import Logging

/// Writes a ``RequestLog`` line for every request a router answers, also when a handler throws
/// (logged with the status of the error's answer).
public struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    /// A middleware logging to each request context's logger.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            RequestLog.log(request, status: response.status.code, since: started, to: context.logger)
            return response
        } catch let error as any HTTPResponseError {
            RequestLog.log(request, status: error.status.code, since: started, to: context.logger)
            throw error
        } catch {
            RequestLog.log(request, status: 500, since: started, to: context.logger)
            throw error
        }
    }
}
