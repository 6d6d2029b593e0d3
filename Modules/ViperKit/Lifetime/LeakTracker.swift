/// Checks that dismissed modules are released, as RIBs' LeakDetector does: after a navigator lets
/// go of a module it asks the tracker to expect the module's roles gone within a grace period.
///
/// A navigator that closes modules all day ``watch(_:grace:onLeak:)``es them: every module watched
/// is checked by one task of the tracker's, so closing a module costs an entry in a list, not a
/// task of its own. A test that wants the answer awaits ``expectReleased(_:grace:)``.
///
/// ```swift
/// tracker.watch(module.parts, grace: .seconds(2)) { report in logger.warning("module leaked: \(report)") }
/// let leak = await tracker.expectReleased(module.parts)   // nil: released in time
/// ```
@MainActor
public final class LeakTracker {
    /// The tracker navigators use unless given another.
    public static let shared = LeakTracker()

    /// How many reports are kept: the most recent ones, so a process that leaks for days keeps a
    /// bounded list (``leakCount`` still counts them all).
    public let capacity: Int
    /// The most recent leaks found, oldest first, at most ``capacity``.
    public private(set) var reports: [LeakReport] = []
    /// How many leaks were found in all, including reports no longer kept.
    public private(set) var leakCount = 0

    /// A module being watched: its parts, when its grace ends, and whom to tell of a leak.
    private struct Watched {
        let parts: ModuleParts
        let deadline: ContinuousClock.Instant
        let onLeak: @MainActor (LeakReport) -> Void
    }

    private var watched: [Watched] = []
    private var checking: Task<Void, Never>?
    private let clock = ContinuousClock()
    /// How often modules not released yet are checked again.
    private static let pollInterval = Duration.milliseconds(5)

    /// Creates a tracker with no reports that keeps the last `capacity` (at least 1).
    public init(capacity: Int = 100) {
        self.capacity = max(1, capacity)
    }

    /// Starts checking, without waiting, that `parts` are released within `grace`; records a
    /// report and calls `onLeak` with it if they are not.
    public func watch(_ parts: ModuleParts, grace: Duration = .seconds(2), onLeak: @escaping @MainActor (LeakReport) -> Void) {
        watched.append(Watched(parts: parts, deadline: clock.now.advanced(by: grace), onLeak: onLeak))
        guard checking == nil else { return }
        checking = Task { await self.checkWatched() }
    }

    /// Waits up to `grace` for `parts` to be released; records and returns a report if they are not.
    @discardableResult
    public func expectReleased(_ parts: ModuleParts, grace: Duration = .seconds(2)) async -> LeakReport? {
        let deadline = clock.now.advanced(by: grace)
        while !parts.isReleased {
            if clock.now >= deadline {
                return record(parts)
            }
            try? await Task.sleep(for: Self.pollInterval)
        }
        return nil
    }

    /// Checks every watched module until none is left: a released one is dropped, one past its
    /// grace reported.
    private func checkWatched() async {
        while true {
            let now = clock.now
            var leaked: [(Watched, LeakReport)] = []
            // The entries still waiting move down over the released and the reported ones.
            var kept = 0
            for index in watched.indices {
                if watched[index].parts.isReleased { continue }
                if now >= watched[index].deadline {
                    leaked.append((watched[index], record(watched[index].parts)))
                    continue
                }
                if kept != index { watched.swapAt(kept, index) }
                kept += 1
            }
            watched.removeLast(watched.count - kept)
            for (item, report) in leaked { item.onLeak(report) }
            if watched.isEmpty { break }
            try? await Task.sleep(for: Self.pollInterval)
        }
        checking = nil
    }

    private func record(_ parts: ModuleParts) -> LeakReport {
        let report = LeakReport(module: parts.name, liveRoles: parts.liveRoles)
        leakCount += 1
        reports.append(report)
        if reports.count > capacity { reports.removeFirst(reports.count - capacity) }
        return report
    }
}
