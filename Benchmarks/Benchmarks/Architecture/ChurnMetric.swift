import Benchmark

/// The churn's custom metrics (not scaled: one value for the whole run).
enum ChurnMetric {
    static let liveModules = BenchmarkMetric.custom("live modules at end", useScalingFactor: false)
    static let liveRoles = BenchmarkMetric.custom("live role objects at end", useScalingFactor: false)
    static let checked = BenchmarkMetric.custom("modules checked", useScalingFactor: false)
    static let leakReports = BenchmarkMetric.custom("leak tracker reports", useScalingFactor: false)
    static let residentAfterWarmUp = BenchmarkMetric.custom("RSS after warm-up (KiB)", useScalingFactor: false)
    static let residentAtEnd = BenchmarkMetric.custom("RSS at end (KiB)", useScalingFactor: false)
    static let heapAfterWarmUp = BenchmarkMetric.custom("heap in use after warm-up (KiB)", useScalingFactor: false)
    static let heapAtEnd = BenchmarkMetric.custom("heap in use at end (KiB)", useScalingFactor: false)
    static let all = [liveModules, liveRoles, checked, leakReports, residentAfterWarmUp, residentAtEnd, heapAfterWarmUp, heapAtEnd]
}

/// Registers the churn benchmarks: 100,000 open/close cycles of ItemDetail and of OrderEntry, the
/// first 10,000 a warm-up; time and allocations per cycle over the 90 measured batches.
func churnBenchmarks() -> [Benchmark?] {
    let configuration = Benchmark.Configuration(
        metrics: timeAndAllocations + ChurnMetric.all,
        timeUnits: .nanoseconds,
        units: exactCounts([.mallocCountTotal] + ChurnMetric.all),
        warmupIterations: Churn.warmUpBatches,
        scalingFactor: .kilo,
        maxDuration: .seconds(3_600),
        maxIterations: Churn.measuredBatches
    )
    let features: [(name: String, make: @MainActor () -> Churn)] = [
        ("ItemDetail", Churn.itemDetail),
        ("OrderEntry", Churn.orderEntry),
    ]
    return features.map { feature in
        let make = feature.make
        return Benchmark("Churn: \(feature.name) open/close through the shell's navigator", configuration: configuration) { benchmark, churn in
            await churn.prepare()
            benchmark.startMeasurement()
            await churn.run(benchmark.scaledIterations)
            benchmark.stopMeasurement()
            guard await churn.isFinished else { return }
            let result = await churn.finish()
            benchmark.measurement(ChurnMetric.liveModules, result.liveModules)
            benchmark.measurement(ChurnMetric.liveRoles, result.liveRoles)
            benchmark.measurement(ChurnMetric.checked, result.checked)
            benchmark.measurement(ChurnMetric.leakReports, result.leakReports)
            benchmark.measurement(ChurnMetric.residentAfterWarmUp, result.residentAfterWarmUp / 1_024)
            benchmark.measurement(ChurnMetric.residentAtEnd, result.residentAtEnd / 1_024)
            benchmark.measurement(ChurnMetric.heapAfterWarmUp, result.heapAfterWarmUp / 1_024)
            benchmark.measurement(ChurnMetric.heapAtEnd, result.heapAtEnd / 1_024)
            // Shown when the benchmark runs without --no-progress (package-benchmark silences a
            // benchmark's output otherwise); the custom metrics carry the same figures.
            print(
                "churn \(feature.name): \(result.cycles) cycles; \(result.liveModules) of \(result.checked) checked modules alive "
                    + "(\(result.liveRoles) roles); \(result.leakReports) leak reports; RSS growth after warm-up "
                    + "\(result.residentGrowthKiB) KiB, C heap in use growth \(result.heapGrowthKiB) KiB"
            )
        } setup: {
            await make()
        }
    }
}
