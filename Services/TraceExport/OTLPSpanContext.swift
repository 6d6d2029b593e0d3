import Tracing
import W3CTraceContext

/// Where a span of ``OTLPFileTracer`` sits in its trace: the W3C trace context it propagates (trace
/// id, span id, flags), and its parent's span id. Carried in the task's `InstrumentationContext`.
public struct OTLPSpanContext: Sendable {
    /// The span's trace context, as `traceparent` sends it.
    public let trace: TraceContext
    /// The parent span's id, if the span has one (in this process, or the caller's).
    public let parentSpanID: SpanID?
    /// Whether this is the caller's span, read from a request's headers, rather than one of
    /// this process: a span under it is the root of what this process traces.
    public var isRemote = false
}

extension InstrumentationContext {
    /// The context of ``OTLPFileTracer``'s current span, or of the caller's span a request carried.
    public var otlpSpanContext: OTLPSpanContext? {
        get { self[OTLPSpanContextKey.self] }
        set { self[OTLPSpanContextKey.self] = newValue }
    }
}

/// The key ``OTLPSpanContext`` is kept under.
private enum OTLPSpanContextKey: InstrumentationContextKey {
    typealias Value = OTLPSpanContext
}
