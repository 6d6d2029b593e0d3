import Benchmark
import EmployeeList
import EmployeeListInterface
import Fakes
import ItemDetail
import ItemsList
import ViperKit
import ViperKitTesting
@_spi(Benchmarks) import WebShell

/// A screen as a module left it after loading, and where it lives: what the rendering benchmarks
/// draw.
struct LoadedScreen {
    /// The screen.
    let screen: Screen
    /// The module's route path, which the page links to.
    let path: String

    /// The screen of `module` once it is shown and its loading has ended.
    @MainActor
    static func of(_ module: Module) async -> LoadedScreen {
        let navigator = RecordingNavigator()
        navigator.show(module)
        await module.activity.idle()
        return LoadedScreen(screen: module.view.screen, path: module.route.path)
    }

    /// The items list's first page (50 rows of 100 items), from the ItemsList module over a fake service.
    @MainActor
    static func itemsPage() async -> LoadedScreen {
        let items = FakeItemsService(generatedCount: 100)
        let loaded = await of(ItemsListDefaultBuilder(items: items, detail: ItemDetailDefaultBuilder(items: items)).build())
        let rows = loaded.screen.section("items")?.rows.count ?? 0
        guard rows == 50 else { fatalError("the items page shows \(rows) rows, not 50: \(loaded.screen)") }
        return loaded
    }

    /// The employee directory, from the EmployeeList module over a fake service (with photos).
    @MainActor
    static func employeeDirectory() async -> LoadedScreen {
        let loaded = await of(EmployeeListDefaultBuilder(employees: FakeEmployeesService()).build(input: EmployeeListInput(), delegate: nil))
        guard loaded.screen.sections.contains(where: { !$0.rows.isEmpty }) else {
            fatalError("the employee directory shows no rows: \(loaded.screen)")
        }
        return loaded
    }

    /// Draws the page as the shell draws it, into the bytes it sends (the template of the page with
    /// a nonce and a CSRF token put in its holes), and returns its size.
    @MainActor
    func drawPage() -> Int {
        let page = BenchmarkSession.page(screen, path: path)
        blackHole(page)
        return page.readableBytes
    }
}

/// The page size, reported once (not scaled).
let pageBytesMetric = BenchmarkMetric.custom("page size (bytes)", useScalingFactor: false)

/// Registers the rendering benchmarks: a loaded screen to the HTML bytes of its page, 1,000 pages a
/// sample, figures per page.
func renderingBenchmarks() -> [Benchmark?] {
    let configuration = Benchmark.Configuration(
        metrics: timeAndAllocations + [pageBytesMetric],
        timeUnits: .nanoseconds,
        units: exactCounts([.mallocCountTotal, pageBytesMetric]),
        scalingFactor: .kilo,
        maxDuration: .seconds(10)
    )
    let pages: [(name: String, load: @MainActor () async -> LoadedScreen)] = [
        ("items page (50 rows)", LoadedScreen.itemsPage),
        ("employee directory", LoadedScreen.employeeDirectory),
    ]
    return pages.map { page in
        let load = page.load
        return Benchmark("Rendering: \(page.name), Screen to HTML bytes", configuration: configuration) { benchmark, loaded in
            let iterations = benchmark.scaledIterations
            let size = await MainActor.run {
                var size = 0
                for _ in iterations {
                    size = loaded.drawPage()
                }
                return size
            }
            benchmark.stopMeasurement()
            if benchmark.currentIteration == benchmark.configuration.warmupIterations {
                benchmark.measurement(pageBytesMetric, size)
            }
        } setup: {
            await load()
        }
    }
}
