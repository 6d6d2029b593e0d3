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

    /// The parameters of `path` if it matches this pattern, or `nil`. Runs of `/` separate
    /// components as one, as `split` does; the path's components are read in place (a shell matches
    /// every request's path against every pattern until one answers).
    public func match(_ path: String) -> RouteParameters? {
        var rest = path[...]
        var values: [String: String] = [:]
        for component in components {
            rest = rest.drop { $0 == "/" }
            guard !rest.isEmpty else { return nil }
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            let part = rest[..<end]
            rest = rest[end...]
            if component.hasPrefix(":") {
                // Foundation's decoding costs allocations; most values (ids) have nothing to decode.
                values[String(component.dropFirst())] = part.contains("%") ? (String(part).removingPercentEncoding ?? String(part)) : String(part)
            } else if component != part {
                return nil
            }
        }
        guard rest.allSatisfy({ $0 == "/" }) else { return nil }
        return RouteParameters(values)
    }

    /// The path this pattern gives with `parameters` filled in.
    public func route(_ parameters: [String: String]) -> Route {
        let path = components.map { component -> String in
            guard component.hasPrefix(":") else { return String(component) }
            let value = parameters[String(component.dropFirst())] ?? ""
            // Most values (ids) are letters and digits only, which need no encoding.
            let isPlain = value.utf8.allSatisfy { byte in
                (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte)
            }
            return isPlain ? value : value.addingPercentEncoding(withAllowedCharacters: Self.valueCharacters) ?? value
        }
        return Route("/" + path.joined(separator: "/"))
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// The characters a parameter's value keeps unencoded in a path: a path's own, but `/`.
    private static let valueCharacters = CharacterSet.urlPathAllowed.subtracting(["/"])
}
