import Domain
import Hummingbird
import Synchronization

/// Counts the requests the demo API answers (the health check aside), so a test or a benchmark can
/// tell how many API calls an app's action cost (``DemoAPIServer/requestsAnswered``).
final class RequestCounter: Sendable {
    private let count = Atomic(0)
    /// The latest requests counted, oldest first, as `GET /api/items/3`: what a count that went
    /// over a flow's budget was spent on.
    private let latest = Mutex<[String]>([])
    private static let kept = 200

    /// The requests counted so far.
    var value: Int { count.load(ordering: .relaxed) }

    /// The last `count` requests counted (at most the 200 latest), oldest first.
    func last(_ count: Int) -> [String] {
        latest.withLock { Array($0.suffix(count)) }
    }

    /// A middleware counting every request but the health check.
    func middleware<Context: RequestContext>() -> some RouterMiddleware<Context> {
        CountingMiddleware(counter: self)
    }

    fileprivate func increment(_ request: String) {
        count.add(1, ordering: .relaxed)
        latest.withLock {
            $0.append(request)
            if $0.count > Self.kept { $0.removeFirst($0.count - Self.kept) }
        }
    }

    private struct CountingMiddleware<Context: RequestContext>: RouterMiddleware {
        let counter: RequestCounter

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            if request.uri.path != APIPath.health { counter.increment("\(request.method) \(request.uri.path)") }
            return try await next(request, context)
        }
    }
}
