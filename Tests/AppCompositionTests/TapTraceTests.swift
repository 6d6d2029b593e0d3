import AppComposition
import Foundation
import InMemoryTracing
import Testing
import Tracing

/// One tap as a trace: the whole app over the real demo API, both tracing into one in-memory
/// tracer, and the tap on an item's row read back as the tree of spans it made.
@Suite("One tap traced from the host to SQLite: modules, roles, teams and the API's spans under the client's")
struct TapTraceTests {
    @Test(
        "an item's row tapped: the shell's request, the list's presenter, its router's push, the detail's presenter and interactor, the HTTP call, and under it the API's route and its SQLite read"
    )
    func itemsRowToItemDetail() async throws {
        let tracer = InMemoryTracer()
        try await AppOverDemoAPI.running("tap-trace", tracer: tracer) { app, _ in
            let browser = AppBrowser(base: app.webURL)
            try await browser.signIn(as: "demo", password: "demo1234")
            #expect(try await browser.get("/items").status == 200)
            tracer.clearFinishedSpans()
            #expect(try await browser.post("/items", [("_event", "select:items:3")]).location == "/items/3")
            #expect(try await browser.get("/items/3").status == 200)
        }
        let spans = tracer.finishedSpans
        /// Each span of the trace as `name <- parent's name`, for a failure's message.
        func tree(_ trace: [FinishedInMemorySpan]) -> [String] {
            trace.map { span in "\(span.operationName) <- \(trace.first { $0.spanID == span.parentSpanID }?.operationName ?? "root")" }
        }
        let tap = try #require(spans.first { $0.operationName == "WebShell POST /items" }, "the tap's request: \(spans.map(\.operationName))")
        let trace = spans.filter { $0.traceID == tap.traceID }
        func child(named name: String, of parent: FinishedInMemorySpan) throws -> FinishedInMemorySpan {
            try #require(
                trace.first { $0.operationName == name && $0.parentSpanID == parent.spanID },
                "\(name) under \(parent.operationName); the trace: \(tree(trace))"
            )
        }
        let select = try child(named: "ItemsList.presenter.select", of: tap)
        #expect(select.attributes["viper.module"]?.toSpanAttribute() == "ItemsList")
        #expect(select.attributes["viper.role"]?.toSpanAttribute() == "presenter")
        #expect(select.attributes["viper.team"]?.toSpanAttribute() == "@team-items")
        let push = try child(named: "ItemsList.router.push", of: select)
        #expect(push.attributes["viper.route"]?.toSpanAttribute() == "/items/3")
        let load = try child(named: "ItemDetail.presenter.load", of: push)
        #expect(load.attributes["viper.team"]?.toSpanAttribute() == "@team-items")
        let work = try #require(trace.first { $0.parentSpanID == load.spanID && $0.operationName.hasPrefix("ItemDetail.interactor.") })
        #expect(work.attributes["viper.role"]?.toSpanAttribute() == "interactor")
        let http = try child(named: "HTTP GET /api/items/3", of: work)
        #expect(http.kind == .client)
        let route = try #require(trace.first { $0.parentSpanID == http.spanID && $0.kind == .server }, "the API's span under the client's")
        #expect(route.operationName.contains("/api/items"))
        let sqlite = try child(named: "SQLite read", of: route)
        #expect(!sqlite.events.isEmpty, "the statements it ran")
    }
}
