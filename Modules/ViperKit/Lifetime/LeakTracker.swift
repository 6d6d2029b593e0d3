/// Checks that dismissed modules are released, as RIBs' LeakDetector does: after a navigator lets
/// go of a module it asks the tracker to expect the module's roles gone within a grace period.
@MainActor
public final class LeakTracker {
    /// The tracker navigators use unless given another.
    public static let shared = LeakTracker()

    /// Every leak found so far.
    public private(set) var reports: [LeakReport] = []
    /// Called for each leak found (the app logs it).
    public var onLeak: (@MainActor (LeakReport) -> Void)?

    /// Creates a tracker with no reports.
    public init() {}

    /// Waits up to `grace` for `parts` to be released; records and returns a report if they are not.
    @discardableResult
    public func expectReleased(_ parts: ModuleParts, grace: Duration = .seconds(2)) async -> LeakReport? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: grace)
        while !parts.isReleased {
            if clock.now >= deadline {
                let report = LeakReport(module: parts.name, liveRoles: parts.liveRoles)
                reports.append(report)
                onLeak?(report)
                return report
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return nil
    }
}
