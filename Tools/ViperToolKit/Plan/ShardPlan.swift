import Foundation

/// Test targets packed into shards, one per CI machine: what `viper plan` prints and `viper merge --plan` reads.
public struct ShardPlan: Sendable, Hashable, Codable {
    /// The unit of the targets' weights.
    public enum Unit: String, Sendable, Hashable, Codable {
        /// Seconds, measured or estimated.
        case seconds
        /// Numbers of tests (no timings were given).
        case tests
    }

    /// The change's base, as `viper affected` described it (`nil` when the plan was not made from a change).
    public let base: String?
    /// The unit of every weight.
    public let unit: Unit
    /// The shards, numbered from 1, none empty.
    public let shards: [Shard]

    /// A plan of `shards`, weighed in `unit`.
    public init(base: String? = nil, unit: Unit, shards: [Shard]) {
        self.base = base
        self.unit = unit
        self.shards = shards
    }

    /// Every planned test target, sorted.
    public var targets: [String] { shards.flatMap(\.targetNames).sorted() }

    /// The shard that runs `target`, if one does.
    public func shard(of target: String) -> Shard? {
        shards.first { $0.targetNames.contains(target) }
    }

    /// The heaviest shard's weight divided by the mean shard weight (1 is perfect balance; 0 for an empty plan).
    public var imbalance: Double {
        let weights = shards.map(\.weight)
        let total = weights.reduce(0, +)
        guard !weights.isEmpty, total > 0 else { return 0 }
        return (weights.max() ?? 0) / (total / Double(weights.count))
    }

    /// The plan as pretty-printed JSON with sorted keys.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Reads a plan written by ``json()``.
    public init(json data: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: data)
    }
}
