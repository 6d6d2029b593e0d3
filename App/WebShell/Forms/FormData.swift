import Foundation

/// The name–value pairs of an `application/x-www-form-urlencoded` body or query string, in order.
struct FormData: Sendable, Equatable {
    /// One decoded pair.
    struct Pair: Sendable, Equatable {
        /// The decoded name.
        let name: String
        /// The decoded value.
        let value: String
    }

    /// The pairs, in the order they were sent.
    let pairs: [Pair]

    /// Creates form data from decoded pairs.
    init(pairs: [Pair] = []) {
        self.pairs = pairs
    }

    /// The last value sent for `name`, if any.
    subscript(name: String) -> String? {
        pairs.last { $0.name == name }?.value
    }

    /// Whether a value was sent for `name`.
    func contains(_ name: String) -> Bool {
        pairs.contains { $0.name == name }
    }

    /// Decodes `text`: pairs separated by `&`, `+` for spaces, `%XX` escapes. Empty segments are
    /// skipped; a name without `=` has an empty value.
    static func parse(_ text: String) throws(FormError) -> FormData {
        var pairs: [Pair] = []
        for segment in text.split(separator: "&", omittingEmptySubsequences: true) {
            let name: Substring
            let value: Substring
            if let equals = segment.firstIndex(of: "=") {
                name = segment[..<equals]
                value = segment[segment.index(after: equals)...]
            } else {
                name = segment
                value = ""
            }
            let decodedName = try decode(name)
            guard !decodedName.isEmpty else { continue }
            pairs.append(Pair(name: decodedName, value: try decode(value)))
        }
        return FormData(pairs: pairs)
    }

    /// Decodes a UTF-8 body.
    static func parse(body: [UInt8]) throws(FormError) -> FormData {
        guard let text = String(validating: body, as: UTF8.self) else { throw .notText }
        return try parse(text)
    }

    private static func decode(_ component: Substring) throws(FormError) -> String {
        let spaced = component.replacingOccurrences(of: "+", with: " ")
        guard spaced.contains("%") else { return spaced }
        guard let decoded = spaced.removingPercentEncoding else {
            throw .invalidPercentEncoding(String(component.prefix(80)))
        }
        return decoded
    }
}
