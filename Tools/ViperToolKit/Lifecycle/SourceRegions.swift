/// Splits a file of the repository into the regions a rename rewrites and the ones it only
/// reports, by the file's kind: Swift by its syntax, scripts (Python, shell) and CODEOWNERS by
/// their comments, string tables by their literals; articles and READMEs are prose, but for the
/// README's generated module graph. Recorded snapshots are left alone (`nil`): their files are
/// renamed, their contents never change.
enum SourceRegions {
    /// The regions of `text`, the contents of the file at `path` (relative to the package).
    static func regions(of text: String, path: String) -> [TextRegion]? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let firstLine = text.prefix { $0 != "\n" }
        if path.contains("/__Snapshots__/") { return nil }
        if name.hasSuffix(".swift") { return SwiftRegions.regions(of: text) }
        if name.hasSuffix(".py") || firstLine.hasPrefix("#!") && firstLine.contains("python") {
            return ScriptRegions.regions(of: text, python: true)
        }
        if name.hasSuffix(".sh") || name == "CODEOWNERS" || firstLine.hasPrefix("#!") {
            return ScriptRegions.regions(of: text, python: false)
        }
        if name.hasSuffix(".strings") { return stringTableRegions(of: text) }
        if name == "README.md", let graph = graphRegion(in: text) {
            return [
                TextRegion(start: 0, end: graph.start, kind: .prose), graph,
                TextRegion(start: graph.end, end: text.utf8.count, kind: .prose),
            ]
        }
        return [TextRegion(start: 0, end: text.utf8.count, kind: .prose)]
    }

    /// The README's generated module graph, between its markers: its node names are names.
    private static func graphRegion(in text: String) -> TextRegion? {
        guard let start = text.range(of: ReadmeGraphSection.startMarker),
            let end = text.range(of: ReadmeGraphSection.endMarker, range: start.upperBound ..< text.endIndex)
        else { return nil }
        let utf8 = text.utf8
        return TextRegion(
            start: utf8.distance(from: utf8.startIndex, to: start.upperBound),
            end: utf8.distance(from: utf8.startIndex, to: end.lowerBound),
            kind: .words
        )
    }

    /// A string table's quoted keys and values are words; its `/* … */` comments are prose.
    private static func stringTableRegions(of text: String) -> [TextRegion] {
        let bytes = Array(text.utf8)
        var regions: [TextRegion] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                regions.append(TextRegion(start: index + 1, end: min(end, bytes.count), kind: .words))
                index = end + 1
            } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                end = min(end + 2, bytes.count)
                regions.append(TextRegion(start: index, end: end, kind: .prose))
                index = end
            } else {
                index += 1
            }
        }
        return regions
    }
}
