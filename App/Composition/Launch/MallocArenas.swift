#if canImport(Glibc)
import Glibc
#endif

/// How many arenas glibc's malloc gives the process. By default a thread that meets another in
/// malloc gets an arena of its own, up to 8 per core, and memory freed in an arena stays in it:
/// under load the App's RSS then follows the highest load each arena ever met, not what it holds
/// (three soak rounds of the same 200 browsers on one App: +17% after the second round, +28% after
/// the third; with two arenas +7% and +12%; `Benchmarks/README.md`). Elsewhere it does nothing.
///
/// ```swift
/// MallocArenas.limit()   // first thing, before the servers start their threads
/// ```
public enum MallocArenas {
    /// The arenas the App runs with.
    public static let count = 2

    /// Caps the process's malloc arenas at `count`; arenas made before stay. `mallopt` is looked
    /// up at run time: its header (`malloc.h`) is not part of Swift's Glibc module.
    public static func limit(to count: Int = MallocArenas.count) {
        #if canImport(Glibc)
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        let arenaMax: Int32 = -8  // M_ARENA_MAX in malloc.h
        guard let symbol = dlsym(nil, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallocOption.self)(arenaMax, Int32(count))
        #endif
    }
}
