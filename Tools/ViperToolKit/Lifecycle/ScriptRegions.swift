/// The regions of a script (Python, shell): its code and one-line strings are words a rename
/// rewrites; `#` comments and Python's triple-quoted strings (docstrings) are prose.
enum ScriptRegions {
    /// The regions of `source`; `python` adds Python's string forms.
    static func regions(of source: String, python: Bool) -> [TextRegion] {
        let bytes = Array(source.utf8)
        var regions: [TextRegion] = []
        var index = 0
        var codeStart = 0
        func closeCode(at end: Int) {
            if end > codeStart { regions.append(TextRegion(start: codeStart, end: end, kind: .words)) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#"), index == 0 || isSpace(bytes[index - 1]) || python {
                closeCode(at: index)
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                regions.append(TextRegion(start: index, end: end, kind: .prose))
                index = end
                codeStart = end
            } else if python, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                if index + 2 < bytes.count, bytes[index + 1] == byte, bytes[index + 2] == byte {
                    closeCode(at: index)
                    let end = closing(of: [byte, byte, byte], in: bytes, from: index + 3)
                    regions.append(TextRegion(start: index, end: end, kind: .prose))
                    index = end
                    codeStart = end
                } else {
                    // A one-line string stays code: its words are names (a route, a feature).
                    var end = index + 1
                    while end < bytes.count, bytes[end] != byte, bytes[end] != UInt8(ascii: "\n") {
                        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    index = min(end + 1, bytes.count)
                }
            } else {
                index += 1
            }
        }
        closeCode(at: bytes.count)
        return regions
    }

    private static func closing(of quote: [UInt8], in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index + quote.count <= bytes.count {
            if Array(bytes[index ..< index + quote.count]) == quote { return index + quote.count }
            index += 1
        }
        return bytes.count
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
    }
}
