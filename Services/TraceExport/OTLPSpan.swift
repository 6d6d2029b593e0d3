import Synchronization
import Tracing

/// A span of ``OTLPFileTracer``: what is set on it until it ends, then handed to the tracer once.
public final class OTLPSpan: Span {
    private struct State: Sendable {
        var name: String
        var attributes: SpanAttributes = [:]
        var events: [SpanEvent] = []
        var status: SpanStatus?
        var ended = false
    }

    public let context: InstrumentationContext
    private let spanContext: OTLPSpanContext
    private let kind: SpanKind
    private let start: UInt64
    private let state: Mutex<State>
    private let onEnd: @Sendable (FinishedSpan) -> Void

    init(
        name: String, context: InstrumentationContext, spanContext: OTLPSpanContext, kind: SpanKind, start: UInt64,
        onEnd: @escaping @Sendable (FinishedSpan) -> Void
    ) {
        self.context = context
        self.spanContext = spanContext
        self.kind = kind
        self.start = start
        state = Mutex(State(name: name))
        self.onEnd = onEnd
    }

    public var operationName: String {
        get { state.withLock { $0.name } }
        set { state.withLock { $0.name = newValue } }
    }

    public var attributes: SpanAttributes {
        get { state.withLock { $0.attributes } }
        set { state.withLock { $0.attributes = newValue } }
    }

    public var isRecording: Bool { state.withLock { !$0.ended } }

    public func setStatus(_ status: SpanStatus) {
        state.withLock { $0.status = status }
    }

    public func addEvent(_ event: SpanEvent) {
        state.withLock { $0.events.append(event) }
    }

    public func recordError<Instant: TracerInstant>(_ error: any Error, attributes: SpanAttributes, at instant: @autoclosure () -> Instant) {
        addEvent(SpanEvent(name: "exception", at: instant(), attributes: attributes))
        setStatus(SpanStatus(code: .error, message: "\(error)"))
    }

    /// Links are not written.
    public func addLink(_ link: SpanLink) {}

    public func end<Instant: TracerInstant>(at instant: @autoclosure () -> Instant) {
        let end = instant().nanosecondsSinceEpoch
        guard
            let finished = state.withLock({ state -> FinishedSpan? in
                guard !state.ended else { return nil }
                state.ended = true
                return FinishedSpan(
                    name: state.name, context: spanContext, kind: kind, start: start, end: end, attributes: state.attributes,
                    events: state.events, status: state.status)
            })
        else { return }
        onEnd(finished)
    }
}
