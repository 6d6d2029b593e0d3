/// A module whose roles outlived its dismissal.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {
    /// The module's name.
    public let module: String
    /// The roles still alive after the grace period.
    public let liveRoles: [String]

    /// Creates a report.
    public init(module: String, liveRoles: [String]) {
        self.module = module
        self.liveRoles = liveRoles
    }

    /// The report as a sentence, for example "ItemDetail was dismissed but its presenter is still
    /// alive".
    public var description: String {
        "\(module) was dismissed but its \(liveRoles.joined(separator: ", ")) is still alive"
    }
}
