/// Where a screen lives: its path, such as `/items/3`. In the web shell it is the page's URL,
/// so refresh, deep links and the back button find the same screen.
public struct Route: Hashable, Sendable, CustomStringConvertible {
    /// The path, always starting with `/`.
    public let path: String

    /// Creates a route; a missing leading slash is added.
    public init(_ path: String) {
        self.path = path.hasPrefix("/") ? path : "/" + path
    }

    public var description: String { path }
}
