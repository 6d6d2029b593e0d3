/// A request's `If-None-Match` condition (RFC 9110 §13.1.2), as far as the API's reads need it:
/// `*`, or a list of entity tags compared weakly (`W/"x"` matches `"x"`: the API's tags are weak,
/// and a GET may use the weak comparison).
///
/// A field that is not a well-formed list matches nothing, so the request is answered in full:
/// a 200 is always a right answer, a 304 only when the client surely holds the current page.
struct IfNoneMatch: Sendable, Equatable {
    /// Whether the field was `*` (any current representation).
    let matchesAny: Bool
    /// The opaque tags of the list, without their `W/` and quotes.
    let tags: [Substring]

    /// The condition of a request's `If-None-Match` field lines (several lines make one list);
    /// none, or none well formed, match nothing.
    init(fieldValues: [String]) {
        var tags: [Substring] = []
        var any = false
        for value in fieldValues {
            if value.filter({ $0 != " " && $0 != "\t" }) == "*" {
                any = true
                continue
            }
            guard let parsed = Self.entityTags(in: value[...]) else {
                self.init(matchesAny: false, tags: [])
                return
            }
            tags += parsed
        }
        self.init(matchesAny: any, tags: tags)
    }

    private init(matchesAny: Bool, tags: [Substring]) {
        self.matchesAny = matchesAny
        self.tags = tags
    }

    /// Whether the condition matches `tag` (an entity tag such as `W/"x"` or `"x"`), so the
    /// answer is 304 Not Modified instead of the representation.
    func matches(_ tag: String) -> Bool {
        if matchesAny {
            return true
        }
        guard let opaque = Self.entityTags(in: tag[...])?.first else {
            return false
        }
        return tags.contains(opaque)
    }

    /// The opaque tags of a comma-separated list of entity tags (`#entity-tag`: empty elements
    /// and spaces around the commas allowed), or `nil` when it is not one.
    private static func entityTags(in text: Substring) -> [Substring]? {
        var rest = text
        var tags: [Substring] = []
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            if rest.isEmpty {
                return tags
            }
            if rest.hasPrefix("W/") {
                rest = rest.dropFirst(2)
            }
            guard rest.first == "\"" else {
                return nil
            }
            rest = rest.dropFirst()
            // An opaque tag's characters are anything visible but a quote (etagc), so it ends at
            // the next quote.
            guard let end = rest.firstIndex(of: "\"") else {
                return nil
            }
            tags.append(rest[..<end])
            rest = rest[rest.index(after: end)...]
            let separator = rest.drop { $0 == " " || $0 == "\t" }
            guard separator.isEmpty || separator.first == "," else {
                return nil
            }
            rest = separator
        }
    }
}
