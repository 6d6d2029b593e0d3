import ViperKit

/// A feature module chosen to run by itself, resolved against the app's plugins: the session's
/// only root screen is at ``route``.
public struct SelectedModule: Sendable, Equatable {
    /// The plugin's id, such as `item-detail`.
    public let id: String
    /// The module's name, such as `ItemDetail`.
    public let name: String
    /// The route pattern the route was built from (the plugin's first).
    public let pattern: RoutePattern
    /// The module's route with the inputs filled in, such as `/items/3`.
    public let route: Route
    /// The feature flags the session runs with, by name: the run's `--flag` values, and the one
    /// that serves this module where it is one of two implementations of an Interface.
    public let flags: [String: Bool]

    /// Creates a resolved selection.
    public init(id: String, name: String, pattern: RoutePattern, route: Route, flags: [String: Bool] = [:]) {
        self.id = id
        self.name = name
        self.pattern = pattern
        self.route = route
        self.flags = flags
    }

    /// The module name a plugin id stands for: `item-detail` → `ItemDetail`.
    public static func name(ofPlugin id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
