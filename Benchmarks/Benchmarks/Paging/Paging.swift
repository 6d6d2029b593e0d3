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
        let setup = { try await PagingStacks.shared.start(size: size) }
        let teardown = { await PagingStacks.shared.stop(size: size) }

        registered.append(
            Benchmark("Paging: open the items list", configuration: tagged) { benchmark, stack in
                benchmark.startMeasurement()
                await stack.open()
                benchmark.stopMeasurement()
                await stack.close()
            } setup: {
                try await setup()
            } teardown: {
                await teardown()
            })

        registered.append(
            Benchmark("Paging: jump to the last page", configuration: tagged) { benchmark, stack in
                await stack.open()
                benchmark.startMeasurement()
                await stack.jumpToLastPage()
                benchmark.stopMeasurement()
                await stack.close()
            } setup: {
                try await setup()
            } teardown: {
                await teardown()
            })

        registered.append(
            Benchmark("Paging: storage query, first page", configuration: tagged) { benchmark, stack in
                let store = stack.store
                let userID = stack.userID
                benchmark.startMeasurement()
                do {
                    blackHole(try await store.items(userID: userID, offset: 0, limit: 50))
                } catch {
                    benchmark.error("the first page query failed: \(error)")
                }
            } setup: {
                try await setup()
            } teardown: {
                await teardown()
            })

        registered.append(
            Benchmark("Paging: storage query, last page", configuration: tagged) { benchmark, stack in
                let store = stack.store
                let userID = stack.userID
                benchmark.startMeasurement()
                do {
                    blackHole(try await store.items(userID: userID, offset: max(0, size - 50), limit: 50))
                } catch {
                    benchmark.error("the last page query failed: \(error)")
                }
            } setup: {
                try await setup()
            } teardown: {
                await teardown()
            })
    }
    return registered.count
}
