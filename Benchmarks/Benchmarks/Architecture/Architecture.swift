import Benchmark

/// The architecture suite: what a module's life costs through the plugin registry and the web
/// shell's navigator against wiring it by hand, whether 100,000 open/close cycles leave anything
/// behind, what drawing a page costs, and what a span costs.
///
///     cd Benchmarks && swift package --allow-writing-to-package-directory benchmark --target Architecture
///
/// `Benchmarks/run-suite` runs it with the Paging suite and prints one table.
///
/// Returns how many benchmarks it registered: the plugin's generated `main` calls it as
/// `_ = benchmarks()`, which a `Void` result would be warned about.
func benchmarks() -> Int {
    (lifecycleBenchmarks() + churnBenchmarks() + renderingBenchmarks() + tracingBenchmarks()).count
}
