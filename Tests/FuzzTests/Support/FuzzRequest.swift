/// One hostile input: an HTTP/1.1 request to one of the servers, written out byte for byte, so
/// it can carry what no HTTP client library would send.
struct FuzzRequest: Sendable, CustomStringConvertible {
    /// The server it goes to.
    var server: FuzzServer
    /// The method token (sent as is, even when it is not a valid token).
    var method: String
    /// The request target, sent as is (already percent-encoded, or not, on purpose).
    var target: String
    /// Header lines besides `Host`, `Content-Length` and `Connection`, as name and raw value bytes.
    var headers: [(name: String, value: [UInt8])] = []
    /// The body.
    var body: [UInt8] = []
    /// The `Content-Length` header's value: `nil` writes the body's real length (none for an
    /// empty body), a string writes that instead (a mismatch, on purpose).
    var contentLength: String?
    /// The whole request as raw bytes, replacing everything above (for broken request lines).
    var raw: [UInt8]?
    /// How strictly the answer is judged.
    var strictness: Strictness = .strict
    /// Whether a closed connection without an answer is acceptable (a body over the server's
    /// limit, which it may refuse before reading it all); an answer is judged all the same.
    var mayClose = false
    /// Whether the client closes its sending side once the request is written (so a server
    /// waiting for more body sees the end).
    var halfClose = false
    /// What kind of input it is, for the summary (`routes`, `json:login`, …).
    var kind: String

    /// Whether the request is a HEAD, whose answer has no body.
    var isHead: Bool {
        method == "HEAD" && raw == nil
    }

    /// How many bytes the request line and header lines take: the servers' HTTP parser refuses
    /// more than 80 KiB of them before the app sees the request.
    var headSize: Int {
        method.utf8.count + target.utf8.count + 60 + headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.count + 4 }
    }

    /// The first line of ``description``: server, method and target.
    var requestLine: String {
        raw == nil ? "\(method) \(Self.escaped(Array(target.utf8), limit: 120))" : "raw \(Self.escaped(raw ?? [], limit: 120))"
    }

    /// The bytes sent to `host:port`.
    func bytes(host: String, port: Int) -> [UInt8] {
        if let raw { return raw }
        var text = "\(method) \(target) HTTP/1.1\r\nHost: \(host):\(port)\r\n"
        var out = Array(text.utf8)
        for header in headers {
            out += Array("\(header.name): ".utf8) + header.value + Array("\r\n".utf8)
        }
        if let contentLength {
            out += Array("Content-Length: \(contentLength)\r\n".utf8)
        } else if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) {
            out += Array("Content-Length: \(body.count)\r\n".utf8)
        }
        text = "Connection: close\r\n\r\n"
        out += Array(text.utf8)
        return out + body
    }

    /// The request as a reader sees it: method, target, headers and body, with bytes outside
    /// printable ASCII escaped and long parts cut, so a failure can be read and replayed.
    var description: String {
        if let raw {
            return "[\(server.rawValue)] raw \(raw.count) bytes: \(Self.escaped(raw, limit: 400))"
        }
        var lines = ["[\(server.rawValue)] \(Self.escaped(Array(method.utf8), limit: 60)) \(Self.escaped(Array(target.utf8), limit: 400))"]
        for header in headers.prefix(12) {
            lines.append("  \(Self.escaped(Array(header.name.utf8), limit: 80)): \(Self.escaped(header.value, limit: 300))")
        }
        if headers.count > 12 {
            lines.append("  …(+\(headers.count - 12) more header lines)")
        }
        if let contentLength {
            lines.append("  Content-Length: \(contentLength) (body has \(body.count) bytes)")
        }
        if !body.isEmpty {
            lines.append("  body (\(body.count) bytes): \(Self.escaped(body, limit: 600))")
        }
        return lines.joined(separator: "\n")
    }

    /// `bytes` as printable ASCII: `\r`, `\n`, `\t`, `\\` and `\xNN` for the rest, cut after
    /// `limit` bytes with a note of how many more there were.
    static func escaped(_ bytes: [UInt8], limit: Int) -> String {
        var out = ""
        for byte in bytes.prefix(limit) {
            switch byte {
            case 0x5c: out += "\\\\"
            case 0x0d: out += "\\r"
            case 0x0a: out += "\\n"
            case 0x09: out += "\\t"
            case 0x20 ..< 0x7f: out.unicodeScalars.append(Unicode.Scalar(byte))
            default: out += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        if bytes.count > limit {
            out += "…(+\(bytes.count - limit) bytes)"
        }
        return out
    }
}
