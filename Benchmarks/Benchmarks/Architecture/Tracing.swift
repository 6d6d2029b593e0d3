import Benchmark
import TraceExport
import Tracing

/// What one span costs: the span the host makes at each role boundary (a name and three
/// attributes), with no tracer set up (the no-op tracer, what the App runs without `--trace`), and
/// into the app's OTLP file tracer writing to /dev/null (each span here is a trace's root, so each
/// is encoded and written as its own line: the whole cost of `--trace`).
func tracingBenchmarks() -> [Benchmark?] {
    let configuration = perThousandConfiguration()
    let noTracer = Benchmark("Tracing: a span at a role boundary, no tracer (no-op)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { span() }
    }
    let file = Benchmark("Tracing: a span at a role boundary, into the OTLP file tracer (/dev/null)", configuration: configuration) {
        benchmark, tracer in
        withTracer(tracer) {
            for _ in benchmark.scaledIterations { span() }
        }
    } setup: {
        guard let tracer = try? OTLPFileTracer(path: "/dev/null", service: "benchmark") else { fatalError("cannot open /dev/null") }
        return tracer
    }
    return [noTracer, file]
}

/// The host's span around an event: its name and the module, role and team attributes.
private func span() {
    withSpan("ItemsList.presenter.select") { span in
        span.attributes["viper.module"] = "ItemsList"
        span.attributes["viper.role"] = "presenter"
        span.attributes["viper.team"] = "@team-items"
        blackHole(span)
    }
}
