/// A condition that did not become true in time.
struct ConditionTimeout: Error, CustomStringConvertible {
    /// What was waited for.
    let what: String
    var description: String { "Gave up waiting for \(what)." }
}

/// Waits until `condition` holds, checking every 20 ms; gives up (throwing) after `limit`, a
/// bound far above the expected time, never asserted on.
func eventually(_ what: String, limit: Duration = .seconds(30), _ condition: () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    while try await !condition() {
        guard ContinuousClock.now < deadline else {
            throw ConditionTimeout(what: what)
        }
        try await Task.sleep(for: .milliseconds(20))
    }
}
