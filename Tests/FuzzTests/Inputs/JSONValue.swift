/// A JSON value built to be broken: besides the usual kinds it holds numbers as written (so
/// `1e309` or `-0` reach the server as they are) and raw bytes (invalid UTF-8, bare control
/// characters, fragments that are not JSON at all).
indirect enum JSONValue: Sendable {
    /// An object; keys may repeat.
    case object([(String, JSONValue)])
    /// An array.
    case array([JSONValue])
    /// A string, escaped as JSON requires.
    case string(String)
    /// A string whose content is written as these bytes, unescaped, between quotes.
    case rawString([UInt8])
    /// A number, written as this text.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// These bytes as they are, in place of a value.
    case raw([UInt8])

    /// The value written out.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        write(into: &out)
        return out
    }

    private func write(into out: inout [UInt8]) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.string(member.0).write(into: &out)
                out.append(UInt8(ascii: ":"))
                member.1.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let text):
            out.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): out += Array(#"\""#.utf8)
                case UInt8(ascii: "\\"): out += Array(#"\\"#.utf8)
                case 0 ..< 0x20: out += Array(("\\u00" + String(byte, radix: 16).leftPadded(to: 2)).utf8)
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
        case .rawString(let content):
            out.append(UInt8(ascii: "\""))
            out += content
            out.append(UInt8(ascii: "\""))
        case .number(let text):
            out += Array(text.utf8)
        case .bool(let value):
            out += Array((value ? "true" : "false").utf8)
        case .null:
            out += Array("null".utf8)
        case .raw(let bytes):
            out += bytes
        }
    }
}
