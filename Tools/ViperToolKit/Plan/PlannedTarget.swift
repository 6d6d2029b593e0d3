/// A test target in a ``ShardPlan``, with the weight it was packed by and where the weight came from.
public struct PlannedTarget: Sendable, Hashable, Codable {
    /// Where a target's weight came from.
    public enum Basis: String, Sendable, Hashable, Codable {
        /// Seconds measured in earlier runs' event streams (``TargetTimings``).
        case measured
        /// Seconds estimated from the target's `@Test` count at the timed targets' mean seconds per test.
        case estimated
        /// No timings at all: the target's `@Test` count.
        case testCount
    }

    /// The test target's name.
    public let name: String
    /// Its weight: seconds for `measured` and `estimated`, tests for `testCount`.
    public let weight: Double
    /// Where the weight came from.
    public let basis: Basis

    /// A target weighing `weight`, by `basis`.
    public init(name: String, weight: Double, basis: Basis) {
        self.name = name
        self.weight = weight
        self.basis = basis
    }
}
