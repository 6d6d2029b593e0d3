import Foundation

/// A route with named parameters, such as `/items/:id`, that a plugin answers.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let components: [Substring]

    /// Creates a pattern. Components starting with `:` are parameters.
    public init(_ pattern: String) {
        self.pattern = pattern
        self.components = pattern.split(separator: "/")
    }

    /// The parameters of `path` if it matches this pattern, or `nil`.
    public func match(_ path: String) -> RouteParameters? {
        let parts = path.split(separator: "/")
        guard parts.count == components.count else { return nil }
        var values: [String: String] = [:]
        for (component, part) in zip(components, parts) {
            if component.hasPrefix(":") {
                // Foundation's decoding costs allocations; most values (ids) have nothing to decode.
                values[String(component.dropFirst())] = part.contains("%") ? (String(part).removingPercentEncoding ?? String(part)) : String(part)
            } else if component != part {
                return nil
            }
        }
        return RouteParameters(values)
    }

    /// The path this pattern gives with `parameters` filled in.
    public func route(_ parameters: [String: String]) -> Route {
        let path = components.map { component -> String in
            guard component.hasPrefix(":") else { return String(component) }
            let value = parameters[String(component.dropFirst())] ?? ""
            return value.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? value
        }
        return Route("/" + path.joined(separator: "/"))
    }

    /// The pattern as written.
    public var description: String { pattern }
}
