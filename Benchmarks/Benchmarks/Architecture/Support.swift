import Benchmark
import Foundation
import ViperKit

#if canImport(Glibc)
import Glibc
#endif

/// The metrics every benchmark of the suite reports: time and allocations (counted by
/// package-benchmark's malloc interposer, process-wide, so the work a module's tasks do on other
/// threads counts too).
let timeAndAllocations: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]

/// Counts shown as they are, not rounded to thousands: `metrics` each in `.count` units.
func exactCounts(_ metrics: [BenchmarkMetric]) -> [BenchmarkMetric: BenchmarkUnits] {
    Dictionary(uniqueKeysWithValues: metrics.map { ($0, .count) })
}

/// The configuration of a benchmark whose sample is 1,000 operations (a lifecycle cycle, a span),
/// reported per operation in nanoseconds and exact mallocs, for at most 3 s.
func perThousandConfiguration() -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: timeAndAllocations,
        timeUnits: .nanoseconds,
        units: exactCounts([.mallocCountTotal]),
        scalingFactor: .kilo,
        maxDuration: .seconds(3)
    )
}

/// The root a benchmark session's modules are pushed over: a module with a plain screen whose
/// view ignores every event (the shell sends it `.appear` on each Back). ViperKitTesting's
/// stand-in records its events, which would grow by one per cycle and show up as memory growth
/// that is the stand-in's, not the shell's.
enum QuietRoot {
    /// A new quiet root module at `/`.
    @MainActor
    static func module() -> Module {
        let view = QuietView(screen: Screen(title: "Root"))
        return Module(
            name: "QuietRoot",
            route: Route("/"),
            view: view,
            presenter: view.roles[0],
            interactor: view.roles[1],
            router: view.roles[2],
            activity: ModuleActivity()
        )
    }

    /// A view that holds three empty roles and does nothing with the events it receives.
    @MainActor
    private final class QuietView: ModuleView {
        let roles = [Role(), Role(), Role()]
    }

    /// An empty presenter, interactor or router.
    private final class Role {}
}

/// The process's resident memory, in bytes, as the kernel counts it (`/proc/self/statm`: resident
/// pages times the page size); 0 where there is no `/proc`.
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * sysconf(Int32(_SC_PAGESIZE))
}

/// The bytes the C allocator has handed out and not had back: what glibc's `malloc_info` reports
/// as taken from the system by all its arenas, less their free chunks, plus its mmapped chunks.
/// Objects kept alive show here; memory the allocator keeps for reuse (free chunks, a new
/// thread's arena) does not, though it shows in the resident memory. 0 without `malloc_info`.
func heapInUseBytes() -> Int {
    guard let symbol = dlsym(nil, "malloc_info") else { return 0 }
    let mallocInfo = unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32).self)
    var buffer: UnsafeMutablePointer<CChar>?
    var length = 0
    guard let stream = open_memstream(&buffer, &length) else { return 0 }
    _ = mallocInfo(0, stream)
    fclose(stream)
    guard let buffer else { return 0 }
    defer { free(buffer) }
    let xml = String(cString: buffer)
    // The totals of all arenas follow the last arena's element.
    let totals = xml[(xml.range(of: "</heap>", options: .backwards)?.upperBound ?? xml.startIndex)...]
    func size(_ element: String) -> Int {
        guard let start = totals.range(of: element), let attribute = totals[start.upperBound...].range(of: "size=\"") else { return 0 }
        return Int(totals[attribute.upperBound...].prefix { $0.isNumber }) ?? 0
    }
    return size("<system type=\"current\"") - size("<total type=\"fast\"") - size("<total type=\"rest\"")
        + size("<total type=\"mmap\"")
}

/// Waits until none of `activities` has work running, letting the main actor run other jobs in
/// between. It starts no timer, unlike `ModuleActivity.idle()`, whose wait is bounded by a
/// `Task.sleep` (five minutes by default) that is cancelled once the work ends: a benchmark's
/// harness should add nothing of its own to the time, allocations and memory measured.
@MainActor
func waitUntilIdle(_ activities: [ModuleActivity]) async {
    for activity in activities {
        while activity.isBusy {
            await Task.yield()
        }
    }
}
