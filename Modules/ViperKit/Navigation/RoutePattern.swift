import Foundation

/// A route with named parameters, such as `/items/:id`, that a plugin answers.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// One component of a pattern: text a path must have there (and its UTF-8 bytes, which a
    /// path is compared with), or a named parameter.
    private enum Component: Hashable, Sendable {
        case literal(String, bytes: [UInt8])
        case parameter(String)
    }

    /// The pattern as written.
    public let pattern: String
    private let components: [Component]

    /// Creates a pattern. Components starting with `:` are parameters.
    public init(_ pattern: String) {
        self.pattern = pattern
        self.components = pattern.split(separator: "/").map { component in
            component.hasPrefix(":") ? .parameter(String(component.dropFirst())) : .literal(String(component), bytes: Array(component.utf8))
        }
    }

    /// The parameters of `path` if it matches this pattern, or `nil`. Runs of `/` separate
    /// components as one, as `split` does. The path is read in place as UTF-8 bytes and compared
    /// byte for byte (a shell matches every request's path against every pattern until one answers).
    public func match(_ path: String) -> RouteParameters? {
        var path = path
        return path.withUTF8(match)
    }

    private func match(_ bytes: UnsafeBufferPointer<UInt8>) -> RouteParameters? {
        let slash = UInt8(ascii: "/")
        var index = 0
        var values: [(name: String, value: String)] = []
        for component in components {
            while index < bytes.count, bytes[index] == slash { index += 1 }
            guard index < bytes.count else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != slash { index += 1 }
            let part = UnsafeBufferPointer(rebasing: bytes[start ..< index])
            switch component {
            case .literal(_, let literal):
                guard literal.count == part.count, literal.withUnsafeBufferPointer({ $0.elementsEqual(part) }) else { return nil }
            case .parameter(let name):
                let value = String(decoding: part, as: UTF8.self)
                // Foundation's decoding costs allocations; most values (ids) have nothing to decode.
                values.append((name, part.contains(UInt8(ascii: "%")) ? (value.removingPercentEncoding ?? value) : value))
            }
        }
        while index < bytes.count, bytes[index] == slash { index += 1 }
        guard index == bytes.count else { return nil }
        return RouteParameters(named: values)
    }

    /// The path this pattern gives with `parameters` filled in.
    public func route(_ parameters: [String: String]) -> Route {
        let path = components.map { component -> String in
            switch component {
            case .literal(let literal, _):
                return literal
            case .parameter(let name):
                let value = parameters[name] ?? ""
                // Most values (ids) are letters and digits only, which need no encoding.
                let isPlain = value.utf8.allSatisfy { byte in
                    (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(byte)
                        || (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte)
                }
                return isPlain ? value : value.addingPercentEncoding(withAllowedCharacters: Self.valueCharacters) ?? value
            }
        }
        return Route("/" + path.joined(separator: "/"))
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// The characters a parameter's value keeps unencoded in a path: a path's own, but `/`.
    private static let valueCharacters = CharacterSet.urlPathAllowed.subtracting(["/"])
}
