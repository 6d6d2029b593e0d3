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
    while try await !condition() {
        guard ContinuousClock.now < deadline else {
            throw ConditionTimeout(what: what)
        }
        try await Task.sleep(for: .milliseconds(2))
    }
}
