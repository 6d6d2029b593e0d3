import NIOCore

extension ByteBuffer {
    /// Writes `text` with `& < > " '` replaced by character references, safe in text and in quoted
    /// attribute values. It works on the UTF-8 bytes (the five characters are ASCII, and no other
    /// character's encoding contains their bytes) and copies the runs between them whole, so text
    /// with nothing to escape, most of a page, is one copy.
    mutating func writeHTMLEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let reference: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                case UInt8(ascii: "\""): reference = "&quot;"
                case UInt8(ascii: "'"): reference = "&#39;"
                default: continue
                }
                writeBytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start ..< index])))
                writeStaticString(reference)
                start = index + 1
            }
            writeBytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start...])))
        }
    }
}
