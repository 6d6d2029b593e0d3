import Hummingbird
import Tracing

/// Serves each request with `tracer` (task-locally, as `withTracer` does, so a server in a test
/// traces into the test's tracer while others in the same process do not) inside a server span
/// named after the route that answered (Hummingbird's `TracingMiddleware`), whose parent is the
/// caller's span when the request carries its context (W3C `traceparent` for an OpenTelemetry
/// tracer).
public struct TracerMiddleware<Context: RequestContext>: RouterMiddleware {
    private let tracer: any Tracer

    /// A middleware tracing into `tracer`.
    public init(_ tracer: any Tracer) {
        self.tracer = tracer
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // `withTracer` runs the closure at once, in this task (it is `nonisolated(nonsending)`), so
        // `next` is never used from elsewhere: what the checker cannot see through the closure.
        nonisolated(unsafe) let next = next
        return try await withTracer(tracer) {
            try await TracingMiddleware<Context>().handle(request, context: context, next: next)
        }
    }
}
