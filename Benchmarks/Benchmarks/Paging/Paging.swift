import Benchmark

/// The paging suite: the items list over the real stack (module -> RemoteItemsService -> HTTP ->
/// DemoAPI -> SQLite) at 100 and at 1,000,000 items per account, the figures the old
/// `ItemsListBenchmark` printed: opening the list (its first page over HTTP), jumping to its last
/// page, and the storage queries underneath. Seeding and starting the server are in each
/// benchmark's setup, outside the measurement.
///
///     cd Benchmarks && swift package --allow-writing-to-package-directory benchmark --target Paging
///
/// Returns how many benchmarks it registered: the plugin's generated `main` calls it as
/// `_ = benchmarks()`, which a `Void` result would be warned about.
func benchmarks() -> Int {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count],
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )

    var registered: [Benchmark?] = []
    for size in [100, 1_000_000] {
        var tagged = configuration
        tagged.tags = ["items": String(size)]
        /// A benchmark of the stack seeded with `size` items, seeded and started in its setup.
        func paging(_ name: String, _ body: @escaping (Benchmark, PagingStack) async -> Void) -> Benchmark? {
            Benchmark(name, configuration: tagged) { benchmark, stack in
                await body(benchmark, stack)
            } setup: {
                try await PagingStacks.shared.start(size: size)
            } teardown: {
                await PagingStacks.shared.stop(size: size)
            }
        }

        registered.append(
            paging("Paging: open the items list") { benchmark, stack in
                benchmark.startMeasurement()
                await stack.open()
                benchmark.stopMeasurement()
                await stack.close()
            })

        registered.append(
            paging("Paging: jump to the last page") { benchmark, stack in
                await stack.open()
                benchmark.startMeasurement()
                await stack.jumpToLastPage()
                benchmark.stopMeasurement()
                await stack.close()
            })

        for (page, offset) in [("first", 0), ("last", max(0, size - 50))] {
            registered.append(
                paging("Paging: storage query, \(page) page") { benchmark, stack in
                    let store = stack.store
                    let userID = stack.userID
                    benchmark.startMeasurement()
                    do {
                        blackHole(try await store.items(userID: userID, offset: offset, limit: 50))
                    } catch {
                        benchmark.error("the \(page) page query failed: \(error)")
                    }
                })
        }
    }
    return registered.count
}
