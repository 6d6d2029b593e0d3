import Domain
import Hummingbird
import Synchronization

/// Counts the requests the demo API answers (the health check aside), so a test or a benchmark can
/// tell how many API calls an app's action cost (``DemoAPIServer/requestsAnswered``).
final class RequestCounter: Sendable {
    private let count = Atomic(0)

    /// The requests counted so far.
    var value: Int { count.load(ordering: .relaxed) }

    /// A middleware counting every request but the health check.
    func middleware<Context: RequestContext>() -> some RouterMiddleware<Context> {
        CountingMiddleware(counter: self)
    }

    fileprivate func increment() {
        count.add(1, ordering: .relaxed)
    }

    private struct CountingMiddleware<Context: RequestContext>: RouterMiddleware {
        let counter: RequestCounter

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            if request.uri.path != APIPath.health { counter.increment() }
            return try await next(request, context)
        }
    }
}
