import Foundation
import Tracing

/// Finished spans as one line of OTLP JSON (a `TracesData` object: resource, scope, spans), the
/// form the OpenTelemetry collector's file exporter writes and OTLP viewers read: ids in hex, times
/// and integers as strings of nanoseconds and digits.
enum OTLPJSON {
    /// `spans` of the service named `service`, as one line (no line break inside).
    static func line(_ spans: [FinishedSpan], service: String) -> String {
        let resource: [String: Any] = ["attributes": [attribute("service.name", .string(service))]]
        let object: [String: Any] = [
            "resourceSpans": [
                ["resource": resource, "scopeSpans": [["scope": ["name": "viper"], "spans": spans.map(span)]]]
            ]
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func span(_ span: FinishedSpan) -> [String: Any] {
        var attributes: [[String: Any]] = []
        // swift-format-ignore: ReplaceForEachWithForLoop
        // SpanAttributes is no Sequence: `forEach` is how it lists its values.
        span.attributes.forEach { key, value in attributes.append(attribute(key, value)) }
        attributes.sort { ($0["key"] as? String ?? "") < ($1["key"] as? String ?? "") }
        var object: [String: Any] = [
            "traceId": span.context.trace.traceID.description,
            "spanId": span.context.trace.spanID.description,
            "name": span.name,
            "kind": kind(span.kind),
            "startTimeUnixNano": String(span.start),
            "endTimeUnixNano": String(span.end),
            "attributes": attributes,
            "events": span.events.map { ["name": $0.name, "timeUnixNano": String($0.nanosecondsSinceEpoch)] },
        ]
        if let parent = span.context.parentSpanID { object["parentSpanId"] = parent.description }
        if let status = span.status {
            object["status"] = ["code": status.code == .error ? 2 : 1, "message": status.message ?? ""]
        }
        return object
    }

    /// OTLP's span kinds: internal 1, server 2, client 3, producer 4, consumer 5.
    private static func kind(_ kind: SpanKind) -> Int {
        switch kind {
        case .internal: 1
        case .server: 2
        case .client: 3
        case .producer: 4
        case .consumer: 5
        }
    }

    private static func attribute(_ key: String, _ value: SpanAttribute) -> [String: Any] {
        let encoded: [String: Any] =
            switch value {
            case .int32(let number): ["intValue": String(number)]
            case .int64(let number): ["intValue": String(number)]
            case .double(let number): ["doubleValue": number]
            case .bool(let flag): ["boolValue": flag]
            case .string(let text): ["stringValue": text]
            default: ["stringValue": "\(value)"]
            }
        return ["key": key, "value": encoded]
    }
}
