/// Checks that dismissed modules are released, as RIBs' LeakDetector does: after a navigator lets
/// go of a module it asks the tracker to expect the module's roles gone within a grace period.
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

    /// Creates a tracker with no reports that keeps the last `capacity` (at least 1).
    public init(capacity: Int = 100) {
        self.capacity = max(1, capacity)
    }

    /// Waits up to `grace` for `parts` to be released; records and returns a report if they are not
    /// (the web shell logs the report it gets back as a warning).
    @discardableResult
    public func expectReleased(_ parts: ModuleParts, grace: Duration = .seconds(2)) async -> LeakReport? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: grace)
        while !parts.isReleased {
            if clock.now >= deadline {
                let report = LeakReport(module: parts.name, liveRoles: parts.liveRoles)
                leakCount += 1
                reports.append(report)
                if reports.count > capacity { reports.removeFirst(reports.count - capacity) }
                return report
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return nil
    }
}
