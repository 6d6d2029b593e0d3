import Foundation

/// One shard of a ``ShardPlan``: test targets one CI machine runs with one `viper test`.
public struct Shard: Sendable, Hashable, Codable {
    /// The shard's number, from 1.
    public let index: Int
    /// Its test targets, sorted by name.
    public let targets: [PlannedTarget]

    /// Shard `index` holding `targets`.
    public init(index: Int, targets: [PlannedTarget]) {
        self.index = index
        self.targets = targets.sorted { $0.name < $1.name }
    }

    /// Its test targets' names, sorted.
    public var targetNames: [String] { targets.map(\.name) }

    /// The sum of its targets' weights.
    public var weight: Double { targets.reduce(0) { $0 + $1.weight } }

    /// The command that runs the shard: `<tool> test <targets>`.
    public func command(tool: String = "viper") -> String {
        ([tool, "test"] + targetNames).joined(separator: " ")
    }

    /// Where `viper test` leaves the shard's event stream, relative to the package's folder: in the focused
    /// package's own build folder (``FocusedPackage``, ``SwiftTestRun``).
    public var eventsPath: String {
        let root = URL(fileURLWithPath: "/package", isDirectory: true)
        let focus = FocusedPackage(root: root, request: targetNames).directory.path
        return String(focus.dropFirst(root.path.count + 1)) + "/.build/viper-events.jsonl"
    }

    private enum CodingKeys: String, CodingKey {
        case index, targets, weight, command, events
    }

    /// Reads a shard's number and targets (its weight, command and events path follow from them).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(index: try container.decode(Int.self, forKey: .index), targets: try container.decode([PlannedTarget].self, forKey: .targets))
    }

    /// Writes the shard's number and targets, and for readers its weight, its command and its events path.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(targets, forKey: .targets)
        try container.encode(weight, forKey: .weight)
        try container.encode(command(), forKey: .command)
        try container.encode(eventsPath, forKey: .events)
    }
}
