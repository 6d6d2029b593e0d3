/// Where a screen lives: its path, such as `/items/3`, whatever the host. In the web shell it is
/// the page's URL, so refresh, deep links and the back button find the same screen; every host
/// builds a screen again from it (a language switch, a return after login).
public struct Route: Hashable, Sendable, CustomStringConvertible {
    /// The path, always starting with `/`.
    public let path: String

    /// Creates a route; a missing leading slash is added.
    public init(_ path: String) {
        self.path = path.hasPrefix("/") ? path : "/" + path
    }

    /// Whether `path` is this route or lies below it, component by component: `/items` contains
    /// `/items` and `/items/3` but not `/itemsets`.
    public func contains(_ path: String) -> Bool {
        let mine = self.path.split(separator: "/")
        let theirs = path.split(separator: "/")
        return theirs.count >= mine.count && zip(mine, theirs).allSatisfy { $0 == $1 }
    }

    /// The path.
    public var description: String { path }
}
