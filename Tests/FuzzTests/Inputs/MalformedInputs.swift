import Foundation

/// Requests malformed at the HTTP level, written byte for byte: broken request lines, framing
/// that lies (Content-Length against the body, chunked against Content-Length), bad header
/// lines, other protocols. The client half-closes after sending, so a server waiting for more
/// sees the end; the answer may be any status below 500, or a closed connection.
enum MalformedInputs {
    /// `count` malformed requests, half to each server.
    static func make(count: Int, app: FuzzApp, seed: UInt64) -> [FuzzRequest] {
        (0 ..< count).map { index in
            var random = FuzzRandom(seed: seed, stream: "malformed", index: index)
            let server: FuzzServer = index % 2 == 0 ? .web : .api
            let port = app.port(of: server)
            let path = server == .web ? random.pick(["/login", "/items", "/items/3"]) : random.pick(["/api/login", "/api/items/3", "/api/orders"])
            let auth = server == .api ? "Authorization: Bearer \(app.token)\r\n" : "Cookie: \(app.signedIn.cookie)\r\n"
            let host = "Host: 127.0.0.1:\(port)\r\n"
            let body = server == .api ? #"{"username":"demo","password":"x"}"# : "_csrf=\(app.signedIn.csrfToken)&_event=action%3Aretry"
            let framing: String =
                switch random.int(0 ... 29) {
                case 0: "POST \(path) HTTP/1.1\r\n\(host)\(auth)Content-Length: \(body.utf8.count + random.int(1 ... 5_000))\r\n\r\n\(body)"
                case 1: "POST \(path) HTTP/1.1\r\n\(host)\(auth)Content-Length: \(max(0, body.utf8.count - random.int(1 ... 10)))\r\n\r\n\(body)"
                case 2: "POST \(path) HTTP/1.1\r\n\(host)Content-Length: -1\r\n\r\n\(body)"
                case 3:
                    "POST \(path) HTTP/1.1\r\n\(host)Content-Length: \(random.pick(["abc", "1e3", "0x10", " ", "99999999999999999999", "1, 2", "+5", "5 5"]))\r\n\r\n\(body)"
                case 4: "POST \(path) HTTP/1.1\r\n\(host)Content-Length: 5\r\nContent-Length: 7\r\n\r\n\(body)"
                case 5:
                    "POST \(path) HTTP/1.1\r\n\(host)\(auth)Transfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n\(String(body.utf8.count, radix: 16))\r\n\(body)\r\n0\r\n\r\n"
                case 6:
                    "POST \(path) HTTP/1.1\r\n\(host)\(auth)Transfer-Encoding: chunked\r\n\r\n\(random.pick(["zz", "-1", "fffffffffffffffffff", "5;ext=\"x", "1\r\nab", "\r\n"]))\r\n\(body)\r\n0\r\n\r\n"
                case 7:
                    "POST \(path) HTTP/1.1\r\n\(host)\(auth)Transfer-Encoding: \(random.pick(["gzip", "chunked, gzip", "identity", "xchunked", "chunked\r\nTransfer-Encoding: chunked"]))\r\n\r\n\(body)"
                case 8:
                    "POST \(path) HTTP/1.1\r\n\(host)\(auth)Transfer-Encoding: chunked\r\n\r\n\(String(body.utf8.count, radix: 16))\r\n\(body)\r\n0\r\n\r\n"
                case 9:
                    random.pick([
                        "GET", "GET /", "GET / HTTP/9.9", "GET / HTTP/1.1 extra", "GET  / HTTP/1.1", "get / http/1.1", "GET / HTTP/1",
                        "GET /\tHTTP/1.1", "/ HTTP/1.1", " GET / HTTP/1.1",
                    ]) + "\r\n\(host)\r\n"
                case 10: "GET \(path) HTTP/1.1\n\(host.replacingOccurrences(of: "\r", with: ""))\n"
                case 11: "\r\n\r\n\r\nGET \(path) HTTP/1.1\r\n\(host)\r\n"
                case 12: "GET /\(String(repeating: "a", count: random.int(70_000 ... 120_000))) HTTP/1.1\r\n\(host)\r\n"
                case 13: "G(T \(path) HTTP/1.1\r\n\(host)\r\n"
                case 14: "GET /a b HTTP/1.1\r\n\(host)\r\n"
                case 15: "GET /\(random.pick(["\u{1}", "\u{7f}", "é", "日本", "\"<>", "{}|^`", "\\"])) HTTP/1.1\r\n\(host)\r\n"
                case 16: "GET /\r\n"
                case 17: "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
                case 18: "GET \(path) HTTP/1.1\r\n\(host)NoColonHere\r\n\r\n"
                case 19: "GET \(path) HTTP/1.1\r\n\(host)Bad Name: x\r\n\r\n"
                case 20: "GET \(path) HTTP/1.1\r\n\(host)X-Folded: a\r\n  continued\r\n\r\n"
                case 21: "GET \(path) HTTP/1.1\r\n\(host)X-Long: \(String(repeating: "x", count: random.int(90_000 ... 150_000)))\r\n\r\n"
                case 22: "GET \(path) HTTP/1.1\r\n\(host)" + (0 ..< random.int(2_000 ... 5_000)).map { "X-\($0): y\r\n" }.joined() + "\r\n"
                case 23: "GET http://evil.example\(path) HTTP/1.1\r\n\(host)\r\n"
                case 24:
                    random.pick([
                        "CONNECT evil.example:443 HTTP/1.1\r\n\(host)\r\n", "OPTIONS * HTTP/1.1\r\n\(host)\r\n",
                        "TRACE \(path) HTTP/1.1\r\n\(host)\r\n",
                    ])
                case 25:
                    "GET \(path) HTTP/1.1\r\n\(host)Connection: Upgrade\r\nUpgrade: \(random.pick(["websocket", "h2c", "garbage"]))\r\nSec-WebSocket-Key: x\r\n\r\n"
                case 26: "GET \(path) HTTP/1.1\r\n\(host)Connection: keep-alive\r\n\r\nGET \(path) HTTP/1.1\r\n\(host)\r\nGARBAGE\r\n\r\n"
                case 27: "GET \(path) HTTP/1.1\r\n\(host)Host: evil.example\r\n\r\n"
                case 28: "GET \(path) HTTP/1.0\r\n\r\n"
                default: ""
                }
            var bytes = Array(framing.utf8)
            if framing.isEmpty {
                // Noise: random bytes, a TLS ClientHello's start, NULs inside a header.
                let clientHello: [UInt8] = [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03]
                bytes = random.pick([
                    (0 ..< random.int(1 ... 4_000)).map { (_: Int) -> UInt8 in UInt8(random.int(0 ... 255)) },
                    clientHello + (0 ..< 64).map { (_: Int) -> UInt8 in UInt8(random.int(0 ... 255)) },
                    Array("GET \(path) HTTP/1.1\r\n\(host)X-Nul: a".utf8) + [0x00, 0x0d] + Array("b\r\n\r\n".utf8),
                    Array("GET \(path) HTTP/1.1\r\n\(host)X-Bytes: ".utf8) + [0xff, 0xfe, 0x80, 0x0a] + Array("\r\n\r\n".utf8),
                ])
            }
            return FuzzRequest(
                server: server, method: "RAW", target: path, raw: bytes, strictness: .lenient, halfClose: true, kind: "malformed-\(server.rawValue)")
        }
    }
}
