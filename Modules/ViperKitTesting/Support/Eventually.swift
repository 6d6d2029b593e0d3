/// Waits until `condition` holds, checking every few milliseconds and letting other work run in
/// between; gives up, throwing ``ConditionTimeout``, after `limit`: a bound far above the expected
/// time, never a timed assertion. The condition runs where the caller runs (the main actor for a
/// module test).
///
/// ```swift
/// try await eventually("three photo requests") { service.pending.count == 3 }
/// ```
public func eventually(
    _ what: String = "the condition",
    limit: Duration = .seconds(10),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
) async throws {
    let deadline = ContinuousClock.now + limit
    var lastTurn = false
    while try await !condition() {
        if ContinuousClock.now >= deadline {
            // A run that starts hundreds of tests at once can keep this task and the work it waits
            // for queued past the deadline alike: one more turn lets what queued meanwhile run
            // before the verdict.
            if lastTurn { throw ConditionTimeout(what: what) }
            lastTurn = true
        }
        try await Task.sleep(for: .milliseconds(2))
    }
}
