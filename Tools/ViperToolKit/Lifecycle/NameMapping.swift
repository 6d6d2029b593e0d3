/// The names a rename changes, and how it changes them in a file's regions: an identifier token
/// that is one of `words` is replaced whole; in words regions (string literals, scripts,
/// CODEOWNERS) every such word is replaced, so `ItemsList` changes in `"ItemsList-loaded"` but
/// `ItemsListing` and `LoginLimits` never change for `ItemsList` and `Login`; the kebab spelling
/// (a plugin id, a string-table key) where `ownFile` allows it and never after `/` (a route) or
/// `.` (another table's key);
/// the route only as a whole quoted string (`"/items"`, `"/items?page=2"`), and only when a new
/// one is given.
public struct NameMapping: Sendable, Equatable {
    /// Each old name and its new one.
    public let words: [String: String]
    /// The old and new kebab spellings, such as `items-list` and `catalogue`.
    public let kebab: (from: String, to: String)?
    /// The old and new route, such as `/items` and `/catalogue`.
    public let route: (from: String, to: String)?
    /// The old names no other old name is a prefix of: a file holding none of them names none.
    private let needles: [String]

    /// Creates a mapping.
    public init(words: [String: String], kebab: (from: String, to: String)? = nil, route: (from: String, to: String)? = nil) {
        self.words = words
        self.kebab = kebab
        self.route = route
        self.needles = words.keys.filter { name in !words.keys.contains { $0 != name && name.hasPrefix($0) } }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.words == rhs.words && lhs.kebab?.from == rhs.kebab?.from && lhs.kebab?.to == rhs.kebab?.to
            && lhs.route?.from == rhs.route?.from && lhs.route?.to == rhs.route?.to
    }

    /// What rewriting one file gives.
    public struct Rewrite: Sendable, Equatable {
        /// The new contents.
        public let text: String
        /// The 1-based lines changed.
        public let changedLines: [Int]
        /// The 1-based lines of prose that name an old name, and the line's text.
        public let prose: [(line: Int, text: String)]

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.text == rhs.text && lhs.changedLines == rhs.changedLines && lhs.prose.map(\.line) == rhs.prose.map(\.line)
        }
    }

    /// `text` rewritten in `regions`; `ownFile` allows the kebab spelling to change.
    public func rewrite(_ text: String, regions: [TextRegion], ownFile: Bool) -> Rewrite {
        let bytes = Array(text.utf8)
        var replacements: [(start: Int, end: Int, with: String)] = []
        var proseOffsets: [Int] = []
        for region in regions {
            switch region.kind {
            case .identifier:
                if let new = words[String(decoding: bytes[region.start ..< region.end], as: UTF8.self)] {
                    replacements.append((region.start, region.end, new))
                }
            case .words:
                replacements += wordReplacements(in: bytes, region.start ..< region.end, ownFile: ownFile)
            case .prose:
                proseOffsets += wordReplacements(in: bytes, region.start ..< region.end, ownFile: false).map(\.start)
            }
        }
        replacements.sort { $0.start < $1.start }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for replacement in replacements where replacement.start >= cursor {
            output += bytes[cursor ..< replacement.start]
            output += Array(replacement.with.utf8)
            cursor = replacement.end
        }
        output += bytes[cursor...]
        let lines = LineIndex(bytes)
        let proseLines = Set(proseOffsets.map(lines.line(of:))).sorted()
        return Rewrite(
            text: String(decoding: output, as: UTF8.self),
            changedLines: Set(replacements.map { lines.line(of: $0.start) }).sorted(),
            prose: proseLines.map { ($0, lines.text(of: $0, in: bytes)) }
        )
    }

    /// `path` with each path component's names rewritten (`Modules/ItemsList/ItemsListRoute.swift`).
    public func renaming(path: String) -> String {
        let bytes = Array(path.utf8)
        var output: [UInt8] = []
        var cursor = 0
        for replacement in wordReplacements(in: bytes, 0 ..< bytes.count, ownFile: false) {
            output += bytes[cursor ..< replacement.start] + Array(replacement.with.utf8)
            cursor = replacement.end
        }
        return String(decoding: output + bytes[cursor...], as: UTF8.self)
    }

    /// Whether `text` may name something this mapping changes: it holds the shortest old name, the
    /// kebab spelling (in `ownFile`) or the route. A cheap byte search, so files that cannot match
    /// are never parsed.
    public func mayMention(_ text: String, ownFile: Bool) -> Bool {
        needles.contains { text.contains($0) } || (ownFile && kebab.map { text.contains($0.from) } == true)
            || route.map { text.contains($0.from) } == true
    }

    /// Whether `path` names an old name in one of its components.
    public func mentions(path: String) -> Bool {
        let bytes = Array(path.utf8)
        return !wordReplacements(in: bytes, 0 ..< bytes.count, ownFile: false).isEmpty
    }

    private func wordReplacements(in bytes: [UInt8], _ range: Range<Int>, ownFile: Bool) -> [(start: Int, end: Int, with: String)] {
        var found: [(start: Int, end: Int, with: String)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard Self.isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound, Self.isWordByte(bytes[end]) { end += 1 }
            if !Self.isDigit(bytes[index]), let new = words[String(decoding: bytes[index ..< end], as: UTF8.self)] {
                found.append((index, end, new))
            }
            index = end
        }
        if ownFile, let kebab { found += kebabReplacements(of: kebab, in: bytes, range) }
        if let route { found += routeReplacements(of: route, in: bytes, range) }
        return found.sorted { $0.start < $1.start }
    }

    private func kebabReplacements(
        of kebab: (from: String, to: String), in bytes: [UInt8], _ range: Range<Int>
    ) -> [(start: Int, end: Int, with: String)] {
        occurrences(of: Array(kebab.from.utf8), in: bytes, range).filter { start, end in
            (start == range.lowerBound || !(Self.isWordByte(bytes[start - 1]) || "-/.".utf8.contains(bytes[start - 1])))
                && (end == range.upperBound || !(Self.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: "-")))
        }.map { ($0.start, $0.end, kebab.to) }
    }

    private func routeReplacements(
        of route: (from: String, to: String), in bytes: [UInt8], _ range: Range<Int>
    ) -> [(start: Int, end: Int, with: String)] {
        let quotes = "\"'".utf8
        return occurrences(of: Array(route.from.utf8), in: bytes, range).filter { start, end in
            (start == range.lowerBound || quotes.contains(bytes[start - 1]))
                && (end == range.upperBound || quotes.contains(bytes[end]) || bytes[end] == UInt8(ascii: "?"))
        }.map { ($0.start, $0.end, route.to) }
    }

    private func occurrences(of needle: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> [(start: Int, end: Int)] {
        guard !needle.isEmpty, range.count >= needle.count else { return [] }
        var found: [(start: Int, end: Int)] = []
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0], bytes[index ..< index + needle.count].elementsEqual(needle) {
                found.append((index, index + needle.count))
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || isDigit(byte) || byte == 0x5F
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
