import Foundation

/// Traces read from OTLP JSON lines (one `TracesData` object per line, as `App --trace FILE` and
/// the OpenTelemetry collector's file exporter write them, from one file or several: an app's and
/// its API's), and one of them printed as a waterfall: each span's start and duration from the
/// trace's start, indented under its parent, with its module, role and team.
///
/// ```swift
/// let traces = TraceWaterfall(jsonLines: try Data(contentsOf: URL(fileURLWithPath: "trace.jsonl")))
/// print(traces.waterfall(of: traces.latestTraceID!) ?? "")
/// ```
public struct TraceWaterfall: Sendable {
    /// Every span read, in the order read.
    public let spans: [TraceSpan]

    /// The spans of `data`'s lines; a line that is not OTLP JSON is skipped.
    public init(jsonLines data: Data) {
        var spans: [TraceSpan] = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else { continue }
            for resource in object["resourceSpans"] as? [[String: Any]] ?? [] {
                let service = Self.strings((resource["resource"] as? [String: Any])?["attributes"])["service.name"] ?? ""
                for scope in resource["scopeSpans"] as? [[String: Any]] ?? [] {
                    for span in scope["spans"] as? [[String: Any]] ?? [] {
                        guard let trace = span["traceId"] as? String, let id = span["spanId"] as? String else { continue }
                        let parent = (span["parentSpanId"] as? String).flatMap { $0.isEmpty ? nil : $0 }
                        spans.append(
                            TraceSpan(
                                traceID: trace, spanID: id, parentSpanID: parent, name: span["name"] as? String ?? "",
                                start: UInt64(span["startTimeUnixNano"] as? String ?? "") ?? 0,
                                end: UInt64(span["endTimeUnixNano"] as? String ?? "") ?? 0,
                                attributes: Self.strings(span["attributes"]), service: service))
                    }
                }
            }
        }
        self.spans = spans
    }

    /// The trace whose root started last (a trace written whole, not one whose root is elsewhere).
    public var latestTraceID: String? {
        let ids = Set(spans.map(\.spanID))
        return spans.filter { $0.parentSpanID.map { !ids.contains($0) } ?? true }.max { $0.start < $1.start }?.traceID
    }

    /// The traces read, each with its root's name and how many spans it has, oldest first.
    public var traces: [(id: String, root: String, spans: Int)] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for span in spans {
            if counts[span.traceID] == nil { order.append(span.traceID) }
            counts[span.traceID, default: 0] += 1
        }
        return order.map { id in
            let trace = spans.filter { $0.traceID == id }
            let ids = Set(trace.map(\.spanID))
            let root = trace.filter { $0.parentSpanID.map { !ids.contains($0) } ?? true }.min { $0.start < $1.start }
            return (id, root?.name ?? "?", counts[id] ?? 0)
        }
    }

    /// The trace `id` as a waterfall, or `nil` when no span has that trace id. Spans whose parent is
    /// not in the trace start a tree of their own; siblings are in the order they started.
    public func waterfall(of id: String) -> String? {
        let trace = spans.filter { $0.traceID == id }
        guard let start = trace.map(\.start).min(), let end = trace.map(\.end).max() else { return nil }
        let ids = Set(trace.map(\.spanID))
        var children: [String: [TraceSpan]] = [:]
        var roots: [TraceSpan] = []
        for span in trace.sorted(by: { $0.start < $1.start }) {
            if let parent = span.parentSpanID, ids.contains(parent) {
                children[parent, default: []].append(span)
            } else {
                roots.append(span)
            }
        }
        var lines = ["trace \(id): \(trace.count) spans, \(Self.milliseconds(end - start))"]
        lines.append("   start  duration  span\(String(repeating: " ", count: 48))module          role        team")
        func add(_ span: TraceSpan, depth: Int) {
            let label = String(repeating: "  ", count: depth) + span.name
            let padded = label.count < 50 ? label + String(repeating: " ", count: 50 - label.count) : label
            let module = span.attributes["viper.module"] ?? (span.service.isEmpty ? "" : "(\(span.service))")
            let columns = [
                module.padding(toLength: 15, withPad: " ", startingAt: 0),
                (span.attributes["viper.role"] ?? "").padding(toLength: 11, withPad: " ", startingAt: 0), span.attributes["viper.team"] ?? "",
            ]
            let line =
                "\(Self.milliseconds(span.start - start).leftPadded(8))  \(Self.milliseconds(span.end - span.start).leftPadded(8))  \(padded)  \(columns.joined(separator: " "))"
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
            for child in children[span.spanID] ?? [] { add(child, depth: depth + 1) }
        }
        for root in roots { add(root, depth: 0) }
        return lines.joined(separator: "\n")
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        String(format: "%.1f ms", Double(nanoseconds) / 1_000_000)
    }

    /// An OTLP attribute list's string, integer and boolean values, by key.
    private static func strings(_ list: Any?) -> [String: String] {
        var values: [String: String] = [:]
        for attribute in list as? [[String: Any]] ?? [] {
            guard let key = attribute["key"] as? String, let value = attribute["value"] as? [String: Any] else { continue }
            if let text = value["stringValue"] as? String {
                values[key] = text
            } else if let number = value["intValue"] {
                values[key] = "\(number)"
            } else if let flag = value["boolValue"] as? Bool {
                values[key] = "\(flag)"
            }
        }
        return values
    }
}

extension String {
    /// The text right-aligned in `width` columns.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
