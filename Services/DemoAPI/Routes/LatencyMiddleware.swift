import Domain
import Hummingbird

/// Delays every request by a fixed time before it is answered, so a client's loading states can
/// be looked at and tested against a real server (`App --fake-latency 2s`). The health check is
/// not delayed: it says whether the server is up, not how fast it answers.
struct LatencyMiddleware<Context: RequestContext>: RouterMiddleware {
    /// How long each request waits.
    let latency: Duration

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.uri.path != APIPath.health {
            try await Task.sleep(for: latency)
        }
        return try await next(request, context)
    }
}
