import Foundation
import Synchronization
import Tracing
import W3CTraceContext

/// A tracer that writes every finished trace to a file as OTLP JSON lines (what any OpenTelemetry
/// viewer reads; `viper trace FILE` prints one as a waterfall), and propagates its context across
/// HTTP in W3C's `traceparent` and `tracestate` headers, so a server tracing into its own file joins
/// the caller's trace.
///
/// A trace's spans are written in one line when its first span (the root) ends; a span of that
/// trace that ends later (work the request started and did not wait for) is written in a line of
/// its own. ``forceFlush()`` writes what waits.
///
/// ```swift
/// let tracer = try OTLPFileTracer(path: "trace.jsonl", service: "app")
/// let server = try await AppServer.start(AppConfiguration(tracer: tracer))
/// ```
public final class OTLPFileTracer: Tracer, Sendable {
    public typealias Span = OTLPSpan

    private struct State: Sendable {
        /// Ended spans of traces whose root has not ended, by trace.
        var waiting: [String: [FinishedSpan]] = [:]
        /// The latest traces whose root was written, oldest first: a span of one ends late.
        var written: [String] = []
    }

    /// How many written traces are remembered for their late spans.
    private static let remembered = 1_000

    private let service: String
    private let output: FileHandle
    private let state = Mutex(State())
    /// Held while a line is written: spans end on many threads, and two lines must not interleave.
    private let writing = Mutex(())

    /// A tracer writing to the file at `path` (created, or appended to), naming the service
    /// `service`; `-` writes to standard output.
    /// - Throws: ``OTLPFileTracerError`` when the file cannot be opened for writing.
    public init(path: String, service: String) throws(OTLPFileTracerError) {
        self.service = service
        if path == "-" {
            output = .standardOutput
            return
        }
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else { throw .cannotWrite(path) }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw .cannotWrite(path) }
        handle.seekToEndOfFile()
        output = handle
    }

    public func startSpan<Instant: TracerInstant>(
        _ operationName: String, context: @autoclosure () -> InstrumentationContext, ofKind kind: SpanKind,
        at instant: @autoclosure () -> Instant, function: String, file fileID: String, line: UInt
    ) -> OTLPSpan {
        var context = context()
        let parent = context.otlpSpanContext
        let trace = TraceContext(
            traceID: parent?.trace.traceID ?? .random(), spanID: .random(), flags: .sampled, state: parent?.trace.state ?? TraceState())
        let spanContext = OTLPSpanContext(trace: trace, parentSpanID: parent?.trace.spanID)
        context.otlpSpanContext = spanContext
        return OTLPSpan(
            name: operationName, context: context, spanContext: spanContext, kind: kind, start: instant().nanosecondsSinceEpoch
        ) { [weak self] finished in
            self?.ended(finished, isRoot: parent == nil || parent?.isRemote == true)
        }
    }

    public func forceFlush() {
        let waiting = state.withLock { state in
            defer { state.waiting = [:] }
            return state.waiting.values.flatMap { $0 }
        }
        if !waiting.isEmpty { write(waiting) }
    }

    public func inject<Carrier, Inject: Injector>(
        _ context: InstrumentationContext, into carrier: inout Carrier, using injector: Inject
    ) where Inject.Carrier == Carrier {
        guard let trace = context.otlpSpanContext?.trace else { return }
        injector.inject(trace.traceParentHeaderValue, forKey: "traceparent", into: &carrier)
        if let state = trace.traceStateHeaderValue { injector.inject(state, forKey: "tracestate", into: &carrier) }
    }

    public func extract<Carrier, Extract: Extractor>(
        _ carrier: Carrier, into context: inout InstrumentationContext, using extractor: Extract
    ) where Extract.Carrier == Carrier {
        guard let parent = extractor.extract(key: "traceparent", from: carrier),
            let trace = try? TraceContext(traceParentHeaderValue: parent, traceStateHeaderValue: extractor.extract(key: "tracestate", from: carrier))
        else { return }
        context.otlpSpanContext = OTLPSpanContext(trace: trace, parentSpanID: nil, isRemote: true)
    }

    /// Keeps `span` until its trace's root ends, then writes the trace; writes a late span at once.
    private func ended(_ span: FinishedSpan, isRoot: Bool) {
        let trace = span.context.trace.traceID.description
        let ready: [FinishedSpan]? = state.withLock { state in
            if isRoot {
                state.written.append(trace)
                if state.written.count > Self.remembered { state.written.removeFirst(state.written.count - Self.remembered) }
                defer { state.waiting[trace] = nil }
                return (state.waiting[trace] ?? []) + [span]
            }
            if state.written.contains(trace) { return [span] }
            state.waiting[trace, default: []].append(span)
            return nil
        }
        if let ready { write(ready) }
    }

    private func write(_ spans: [FinishedSpan]) {
        let line = Data((OTLPJSON.line(spans, service: service) + "\n").utf8)
        writing.withLock { _ in output.write(line) }
    }
}
