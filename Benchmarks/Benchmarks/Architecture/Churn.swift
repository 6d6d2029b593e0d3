import Benchmark
import Fakes
import ItemDetail
import OrderEntry
import ViperKit
@_spi(Benchmarks) import WebShell

/// Opens and closes one feature's module on a web shell session (``BenchmarkSession``, no HTTP)
/// 100,000 times, in batches of 1,000, and measures what is left: the module objects still alive
/// and the resident memory grown after a warm-up.
///
/// Each cycle builds the module from its route through the plugin registry, pushes it over a quiet
/// root (it gets `.load` and starts its service call) and closes it with Back (its call is
/// cancelled, the root gets `.appear`, the leak tracker starts its check). At the end of each batch
/// the session's tasks run: every cancelled call ends and every leak check runs.
///
/// What it keeps to count the live objects: the ``ModuleParts`` (weak references) of one module
/// in each batch and of every module of the last batch, in storage allocated before the warm-up
/// ends, so the counting itself adds little to the memory measured after it (the 89 samples taken
/// after the warm-up keep about 30 KiB: their roles arrays and weak reference side tables).
///
/// Memory is read twice, after the warm-up and after the last batch, each time at the end of a
/// batch: the resident memory (what the goal is about) and the C heap in use (see
/// ``heapInUseBytes()``), which tells objects kept alive from memory the allocator keeps.
@MainActor
final class Churn {
    /// Cycles in a batch: the benchmark's scaling factor.
    nonisolated static let batch = 1_000
    /// Batches before the resident memory is first read.
    nonisolated static let warmUpBatches = 10
    /// Batches measured after the warm-up: 90, so 100,000 cycles in all.
    nonisolated static let measuredBatches = 90
    /// All the cycles.
    nonisolated static let cycles = batch * (warmUpBatches + measuredBatches)

    private let registry: PluginRegistry
    private let paths: [String]
    private let forgetCalls: () -> Void
    private let tracker = LeakTracker()
    private let session: BenchmarkSession
    private var activities: [ModuleActivity] = []
    /// One module of each batch before the last (its 500th).
    private var sampled: [ModuleParts] = []
    /// The last ``batch`` modules, oldest overwritten first.
    private var recent: [ModuleParts?]
    private var done = 0
    /// The resident memory after the warm-up, in bytes, once read.
    private(set) var residentAfterWarmUp = 0
    /// The C heap in use after the warm-up, in bytes.
    private(set) var heapAfterWarmUp = 0

    /// A churn of the modules `registry` builds for `paths` (taken in turn); `forgetCalls` clears
    /// the fake services' call logs between batches, outside the measurement, so the fakes'
    /// recording does not show up as growth.
    init(registry: PluginRegistry, paths: [String], forgetCalls: @escaping () -> Void) {
        self.registry = registry
        self.paths = paths
        self.forgetCalls = forgetCalls
        session = BenchmarkSession(tracker: tracker)
        session.push(QuietRoot.module())
        activities.reserveCapacity(Self.batch)
        sampled.reserveCapacity(Self.cycles / Self.batch)
        recent = Array(repeating: nil, count: Self.batch)
    }

    /// ItemDetail at `/items/<id>` over a fake items service.
    static func itemDetail() -> Churn {
        let items = FakeItemsService(generatedCount: 100)
        return Churn(
            registry: PluginRegistry([ItemDetailDefaultBuilder(items: items).plugin()]),
            paths: (1 ... 100).map { "/items/\($0)" },
            forgetCalls: { items.resetCalls() }
        )
    }

    /// OrderEntry at `/contacts/<id>/orders/new` over a fake entity gateway.
    static func orderEntry() -> Churn {
        let gateway = FakeEntityGateway()
        return Churn(
            registry: PluginRegistry([OrderEntryDefaultBuilder(gateway: gateway).plugin()]),
            paths: FakeOrderData.contacts.map { "/contacts/\($0.id)/orders/new" },
            forgetCalls: {
                gateway.users.resetCalls()
                gateway.contacts.resetCalls()
                gateway.products.resetCalls()
                gateway.orders.resetCalls()
            }
        )
    }

    /// Whether every cycle has run.
    var isFinished: Bool { done >= Self.cycles }

    /// Whether the warm-up batches have run.
    var isWarmedUp: Bool { done >= Self.batch * Self.warmUpBatches }

    /// Clears the fakes' call logs; reads the memory once the warm-up is over.
    func prepare() {
        forgetCalls()
        if isWarmedUp, residentAfterWarmUp == 0 {
            residentAfterWarmUp = residentBytes()
            heapAfterWarmUp = heapInUseBytes()
        }
    }

    /// One batch of `cycles`, then the session's tasks run until every cancelled call has ended.
    func run(_ cycles: Range<Int>) async {
        for _ in cycles {
            let path = paths[done % paths.count]
            let module: Module
            do {
                module = try registry.build(path)
            } catch {
                fatalError("the registry did not build \(path): \(error)")
            }
            activities.append(module.activity)
            if done % Self.batch == Self.batch / 2, done < Self.cycles - Self.batch {
                sampled.append(module.parts)
            }
            recent[done % Self.batch] = module.parts
            session.push(module)
            session.goBack()
            done += 1
        }
        await waitUntilIdle(activities)
        activities.removeAll(keepingCapacity: true)
        // The leak checks Back started were queued before this: let them run.
        await Task.yield()
    }

    /// What the churn left, read after the last batch: the memory first (in the same state as
    /// after the warm-up: the end of a batch, the fakes' logs cleared), then, after closing every
    /// module and waiting longer than the leak tracker's grace, the module objects still alive.
    func finish() async -> ChurnResult {
        forgetCalls()
        let residentAtEnd = residentBytes()
        let heapAtEnd = heapInUseBytes()
        session.closeAll()
        try? await Task.sleep(for: .milliseconds(500))
        let checked = sampled + recent.compactMap { $0 }
        let live = checked.filter { !$0.isReleased }
        return ChurnResult(
            cycles: done,
            checked: checked.count,
            liveModules: live.count,
            liveRoles: live.reduce(0) { $0 + $1.liveRoles.count },
            leakReports: tracker.leakCount,
            residentAfterWarmUp: residentAfterWarmUp,
            residentAtEnd: residentAtEnd,
            heapAfterWarmUp: heapAfterWarmUp,
            heapAtEnd: heapAtEnd
        )
    }
}

/// What a churn left behind.
struct ChurnResult {
    /// Open/close cycles run.
    let cycles: Int
    /// Modules whose release was checked.
    let checked: Int
    /// Checked modules with any role still alive.
    let liveModules: Int
    /// Their roles still alive.
    let liveRoles: Int
    /// The leak tracker's reports.
    let leakReports: Int
    /// Resident memory after the warm-up, bytes.
    let residentAfterWarmUp: Int
    /// Resident memory after the last cycle, bytes.
    let residentAtEnd: Int
    /// C heap in use after the warm-up, bytes.
    let heapAfterWarmUp: Int
    /// C heap in use after the last cycle, bytes.
    let heapAtEnd: Int

    /// The resident memory's growth after the warm-up in KiB (negative when it shrank).
    var residentGrowthKiB: Int { (residentAtEnd - residentAfterWarmUp) / 1_024 }
    /// The C heap's growth after the warm-up in KiB (negative when it shrank).
    var heapGrowthKiB: Int { (heapAtEnd - heapAfterWarmUp) / 1_024 }
}

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
