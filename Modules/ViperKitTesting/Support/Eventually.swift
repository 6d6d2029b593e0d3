/// Waits until `condition` holds, checking every few milliseconds of `clock` and letting other work
/// run in between; gives up, throwing ``ConditionTimeout``, after `limit`: a bound far above the
/// expected time, never a timed assertion. It is for what no notification reaches (a service's
/// queue on another thread); a module's own work is awaited through its ``ModuleActivity``. The
/// condition runs where the caller runs (the main actor for a module test).
///
/// ```swift
/// try await eventually("three photo requests") { service.pending.count == 3 }
/// ```
public func eventually<C: Clock>(
    _ what: String = "the condition",
    limit: Duration = .seconds(10),
    clock: C = ContinuousClock(),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
) async throws where C.Duration == Duration {
    let deadline = clock.now.advanced(by: limit)
    var lastTurn = false
    while try await !condition() {
        if clock.now >= deadline {
            // A run that starts hundreds of tests at once can keep this task and the work it waits
            // for queued past the deadline alike: one more turn lets what queued meanwhile run
            // before the verdict.
            if lastTurn { throw ConditionTimeout(what: what) }
            lastTurn = true
        }
        try await clock.sleep(for: .milliseconds(2))
    }
}
