import Foundation
import Testing
import ViperToolKit

@Suite("viper trace: OTLP JSON lines printed as a waterfall", .onThreadsOfTheirOwn)
struct TraceWaterfallTests {
    private static let traceID = "0af7651916cd43dd8448eb211c80319c"

    /// One OTLP line of `service` holding `spans` (name, id, parent, start and end in ms, module, role, team).
    private static func line(_ service: String, _ spans: [(String, String, String?, UInt64, UInt64, String?, String?, String?)]) -> String {
        let objects = spans.map { name, id, parent, start, end, module, role, team in
            var attributes: [String] = []
            if let module { attributes.append(#"{"key":"viper.module","value":{"stringValue":"\#(module)"}}"#) }
            if let role { attributes.append(#"{"key":"viper.role","value":{"stringValue":"\#(role)"}}"#) }
            if let team { attributes.append(#"{"key":"viper.team","value":{"stringValue":"\#(team)"}}"#) }
            let parentField = parent.map { #","parentSpanId":"\#($0)""# } ?? ""
            let times = #""startTimeUnixNano":"\#(start * 1_000_000)","endTimeUnixNano":"\#(end * 1_000_000)""#
            return #"{"traceId":"\#(Self.traceID)","spanId":"\#(id)"\#(parentField),"name":"\#(name)","kind":1,\#(times),"#
                + #""attributes":[\#(attributes.joined(separator: ","))]}"#
        }
        let resource = #"{"attributes":[{"key":"service.name","value":{"stringValue":"\#(service)"}}]}"#
        return
            #"{"resourceSpans":[{"resource":\#(resource),"scopeSpans":[{"scope":{"name":"viper"},"spans":[\#(objects.joined(separator: ","))]}]}]}"#
    }

    @Test("an app's and its API's lines join into one trace, each span under its parent with its start, duration, module, role and team")
    func waterfall() throws {
        let app = Self.line(
            "app",
            [
                ("WebShell POST /items", "a000000000000001", nil, 1_000, 1_010, nil, nil, nil),
                ("ItemsList.presenter.select", "a000000000000002", "a000000000000001", 1_001, 1_002, "ItemsList", "presenter", "@team-items"),
                ("HTTP GET /api/items/3", "a000000000000003", "a000000000000002", 1_002, 1_008, nil, nil, nil),
            ])
        let api = Self.line("demo-api", [("/api/items/{id}", "b000000000000001", "a000000000000003", 1_003, 1_007, nil, nil, nil)])
        let traces = TraceWaterfall(jsonLines: Data((app + "\n" + api + "\nnot json\n").utf8))

        #expect(traces.spans.count == 4)
        #expect(traces.latestTraceID == "0af7651916cd43dd8448eb211c80319c")
        let lines = try #require(traces.waterfall(of: "0af7651916cd43dd8448eb211c80319c")).split(separator: "\n").map(String.init)
        #expect(lines[0] == "trace 0af7651916cd43dd8448eb211c80319c: 4 spans, 10.0 ms")
        #expect(lines[2].hasPrefix("  0.0 ms   10.0 ms  WebShell POST /items"))
        #expect(lines[3].contains("  1.0 ms    1.0 ms    ItemsList.presenter.select"))
        #expect(lines[3].hasSuffix("ItemsList       presenter   @team-items"))
        #expect(lines[4].contains("      HTTP GET /api/items/3"))
        #expect(lines[5].contains("        /api/items/{id}") && lines[5].hasSuffix("(demo-api)"), "the API's span under the client's")
        #expect(traces.waterfall(of: "ffffffffffffffffffffffffffffffff") == nil)
        #expect(traces.traces.map(\.root) == ["WebShell POST /items"])
    }
}
