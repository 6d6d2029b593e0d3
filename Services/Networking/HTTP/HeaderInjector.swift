import Tracing

/// Writes a tracer's propagation fields (W3C `traceparent` and `tracestate` for an OpenTelemetry
/// tracer) into a request's header fields, so the server's spans join the caller's trace.
struct HeaderInjector: Injector {
    func inject(_ value: String, forKey key: String, into headers: inout [String: String]) {
        headers[key] = value
    }
}
