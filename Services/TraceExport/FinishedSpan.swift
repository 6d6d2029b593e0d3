import Tracing
import W3CTraceContext

/// One ended span of ``OTLPFileTracer``, as it is written.
struct FinishedSpan: Sendable {
    let name: String
    let context: OTLPSpanContext
    let kind: SpanKind
    let start: UInt64
    let end: UInt64
    let attributes: SpanAttributes
    let events: [SpanEvent]
    let status: SpanStatus?
}
