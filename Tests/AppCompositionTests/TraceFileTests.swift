import AppComposition
import Foundation
import Testing
import TraceExport
import ViperKitTesting

/// `App --trace FILE` as two processes would write it: the app and its API each tracing into a
/// file of its own, joined by the W3C `traceparent` the app's HTTP client sends.
@Suite("Traces written as OTLP JSON lines, the app's and its API's joined by W3C traceparent")
struct TraceFileTests {
    /// The spans of a file of OTLP JSON lines, each as its JSON object.
    private func spans(in url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").flatMap { line -> [[String: Any]] in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let resources = object["resourceSpans"] as? [[String: Any]] ?? []
            return resources.flatMap { ($0["scopeSpans"] as? [[String: Any]] ?? []).flatMap { $0["spans"] as? [[String: Any]] ?? [] } }
        }
    }

    @Test("an item opened: the API's route span is the child of the app's HTTP span, in the same trace, with its SQLite read under it")
    func appAndAPIJoin() async throws {
        let folder = try TemporaryDirectory(prefix: "TraceFile")
        defer { folder.remove() }
        let appFile = folder.url.appendingPathComponent("app.jsonl")
        let apiFile = folder.url.appendingPathComponent("api.jsonl")
        let appTracer = try OTLPFileTracer(path: appFile.path, service: "app")
        let apiTracer = try OTLPFileTracer(path: apiFile.path, service: "demo-api")
        try await AppOverDemoAPI.running("trace-file", tracer: appTracer, apiTracer: apiTracer) { app, _ in
            let browser = AppBrowser(base: app.webURL)
            try await browser.signIn(as: "demo", password: "demo1234")
            #expect(try await browser.get("/items/3").status == 200)
        }
        appTracer.forceFlush()
        apiTracer.forceFlush()

        let app = try spans(in: appFile)
        let api = try spans(in: apiFile)
        let http = try #require(app.first { $0["name"] as? String == "HTTP GET /api/items/3" }, "\(app.map { $0["name"] ?? "" })")
        #expect(http["kind"] as? Int == 3, "a client span")
        let traceID = try #require(http["traceId"] as? String)
        #expect(traceID.count == 32 && traceID.allSatisfy(\.isHexDigit))
        let route = try #require(api.first { $0["parentSpanId"] as? String == http["spanId"] as? String }, "\(api.map { $0["name"] ?? "" })")
        #expect(route["traceId"] as? String == traceID, "the API's span is in the app's trace")
        #expect(route["kind"] as? Int == 2, "a server span")
        #expect(api.contains { $0["name"] as? String == "SQLite read" && $0["parentSpanId"] as? String == route["spanId"] as? String })
        let load = try #require(app.first { $0["name"] as? String == "ItemDetail.presenter.load" })
        let attributes = (load["attributes"] as? [[String: Any]] ?? []).reduce(into: [String: String]()) { values, attribute in
            values[attribute["key"] as? String ?? ""] = (attribute["value"] as? [String: Any])?["stringValue"] as? String
        }
        #expect(attributes["viper.team"] == "@team-items")
    }
}
