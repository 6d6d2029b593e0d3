import Benchmark
import Fakes
import ItemDetail
import ItemDetailInterface
import ViperKit
@_spi(Benchmarks) import WebShell

/// One cycle of ItemDetail's life — build, present, dismiss — done the two ways a benchmark
/// compares.
///
/// - Through the architecture: the plugin registry builds the module from its route (`/items/<id>`,
///   the path parsed as for a link), the web shell's navigator (a ``BenchmarkSession``) pushes it
///   over a root, which sends it `.load`, and Back closes it: cancels its work, lets go of it,
///   sends the root `.appear` and starts the leak tracker's check.
/// - By hand, the floor: the same four objects (view, presenter, interactor, router) constructed
///   and wired, sent `.load`, their work cancelled and released. The role classes are internal to
///   the module by design (its face is the builder), so the builder's own wiring,
///   `build(input:delegate:)`, is the hand-wired floor: it does nothing but construct the four
///   objects and connect them.
///
/// Both start the same load (the interactor asks the fake service for the item) and cancel it;
/// both keep each cycle's ``ModuleActivity`` and wait at the end of a batch until every cancelled
/// call has ended, so the cancelled work is inside the measurement the same way.
@MainActor
final class ItemDetailLifecycle {
    /// The fake service the modules read from (it records every call; ``prepare()`` forgets them).
    private let items = FakeItemsService(generatedCount: 100)
    private let builder: ItemDetailDefaultBuilder
    private let registry: PluginRegistry
    private let session = BenchmarkSession(tracker: LeakTracker())
    /// The paths a request would carry, made once: parsing them is the registry's work, writing
    /// them is not.
    private let paths = (1 ... 100).map { "/items/\($0)" }
    private var activities: [ModuleActivity] = []

    init() {
        builder = ItemDetailDefaultBuilder(items: items)
        registry = PluginRegistry([builder.plugin()])
        session.push(QuietRoot.module())
        activities.reserveCapacity(1_000)
    }

    /// Forgets the calls the fake recorded, outside the measurement, so its log does not grow.
    func prepare() {
        items.resetCalls()
    }

    /// `cycles` modules built by the registry, pushed on the session and closed with Back.
    func throughNavigator(_ cycles: Range<Int>) async {
        for cycle in cycles {
            let module: Module
            do {
                module = try registry.build(paths[cycle % paths.count])
            } catch {
                fatalError("the registry did not build \(paths[cycle % paths.count]): \(error)")
            }
            activities.append(module.activity)
            session.push(module)
            session.goBack()
        }
        await settle()
    }

    /// `cycles` modules built by the builder, sent `.load`, their work cancelled, released.
    func byHand(_ cycles: Range<Int>) async {
        for cycle in cycles {
            let module = builder.build(input: ItemDetailInput(id: Int64(cycle % paths.count + 1)), delegate: nil)
            activities.append(module.activity)
            module.view.handle(.load)
            module.activity.cancelAll()
        }
        await settle()
    }

    /// Waits until every cycle's cancelled load has ended.
    private func settle() async {
        await waitUntilIdle(activities)
        activities.removeAll(keepingCapacity: true)
    }
}

/// Registers the module lifecycle benchmarks: 1,000 cycles a sample, figures per cycle.
func lifecycleBenchmarks() -> [Benchmark?] {
    let configuration = perThousandConfiguration()

    let floor = Benchmark("Lifecycle: ItemDetail by hand (floor)", configuration: configuration) { benchmark, lifecycle in
        await lifecycle.prepare()
        benchmark.startMeasurement()
        await lifecycle.byHand(benchmark.scaledIterations)
    } setup: {
        await ItemDetailLifecycle()
    }

    let architecture = Benchmark("Lifecycle: ItemDetail through plugin and navigator", configuration: configuration) { benchmark, lifecycle in
        await lifecycle.prepare()
        benchmark.startMeasurement()
        await lifecycle.throughNavigator(benchmark.scaledIterations)
    } setup: {
        await ItemDetailLifecycle()
    }
    return [floor, architecture]
}
