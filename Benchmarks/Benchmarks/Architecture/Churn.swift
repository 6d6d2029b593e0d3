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
