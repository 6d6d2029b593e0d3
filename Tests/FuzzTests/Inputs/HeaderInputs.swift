import Foundation

/// Garbage in well-formed header lines: content types, authorization, overlong and many headers,
/// forwarded addresses, conditional and range headers, to both servers.
enum HeaderInputs {
    /// A hostile `Authorization` value around the demo user's `token`.
    static func authorization(_ random: inout FuzzRandom, token: String) -> String {
        random.pick([
            "Bearer", "Bearer ", "Bearer  ", "bearer \(token)", "BEARER \(token)", "Bearer  \(token)", "Bearer \(token) extra",
            "Bearer \(token)x", "Bearer \(token.dropLast())", "Bearer\t\(token)", "Basic ZGVtbzpkZW1vMTIzNA==", "Token \(token)",
            "\(token)", "Bearer \(String(repeating: "A", count: random.int(1_000 ... 20_000)))", "Bearer null", "Bearer undefined",
            "Bearer ' OR '1'='1", "Bearer %00", "Bearer \(FormEncoding.encode(HostileText.string(&random, maxLength: 200)))",
            "Bearer \(token), Bearer \(token)", "Digest username=\"demo\"", "",
        ])
    }

    /// `count` requests with hostile headers, half to each server.
    static func make(count: Int, app: FuzzApp, seed: UInt64) -> [FuzzRequest] {
        (0 ..< count).map { index in
            var random = FuzzRandom(seed: seed, stream: "headers", index: index)
            let server: FuzzServer = index % 2 == 0 ? .web : .api
            let method = random.pick(["GET", "GET", "POST", "HEAD", "PATCH", "DELETE"])
            let target: String
            if server == .web {
                target =
                    random.chance(0.7)
                    ? random.pick(["/login", "/items", "/items/3", "/contacts", "/account", "/healthz"]) : RouteInputs.target(&random, server: .web)
            } else {
                target =
                    random.chance(0.7)
                    ? random.pick(["/api/items", "/api/items/3", "/api/contacts", "/api/orders", "/api/account", "/api/employees", "/api/health"])
                    : RouteInputs.target(&random, server: .api)
            }
            var request = FuzzRequest(server: server, method: method, target: target, kind: "headers-\(server.rawValue)")
            if method == "POST" || method == "PATCH" {
                request.body =
                    server == .api
                    ? JSONInputs.body(random.pick(["login", "enabled", "order"]), &random).bytes
                    : FormEncoding.body([("_csrf", app.signedIn.csrfToken), ("_event", "action:retry")])
            }
            if server == .web, random.chance(0.5) {
                request.headers.append(("Cookie", Array(app.signedIn.cookie.utf8)))
            }
            for _ in 0 ..< random.int(1 ... 3) {
                request.headers.append(header(&random, app: app, server: server))
            }
            if random.chance(0.05) {
                for number in 0 ..< random.int(50 ... 300) {
                    request.headers.append(
                        (
                            "X-Fuzz-\(number)",
                            Array(
                                HostileText.mix(&random, length: 20).unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7f }.map {
                                    UInt8($0.value)
                                })
                        ))
                }
            }
            if request.headSize > 60 * 1024 {
                // Over the HTTP parser's 80 KiB for the head, refused before the app sees it.
                request.strictness = .lenient
            }
            if RouteInputs.isDestructive(method: method, target: target) {
                request.headers.removeAll { $0.name == "Authorization" && String(decoding: $0.value, as: UTF8.self).contains(app.token) }
            }
            return request
        }
    }

    /// One hostile header line (its value printable ASCII, so the line stays well-formed).
    static func header(_ random: inout FuzzRandom, app: FuzzApp, server: FuzzServer) -> (name: String, value: [UInt8]) {
        let garbage = FormEncoding.encode(HostileText.string(&random, maxLength: 300))
        let pair: (String, String) =
            switch random.int(0 ... 13) {
            case 0, 1:
                (
                    "Content-Type",
                    random.pick([
                        "", "application/json", "text/html", "multipart/form-data", "application/x-www-form-urlencoded; charset=\(garbage)", "*/*",
                        "application/json; charset=utf-32", "x/y; a=b; a=c", garbage,
                    ])
                )
            case 2, 3: ("Authorization", authorization(&random, token: app.token))
            case 4: ("X-Long", String(repeating: random.pick(["a", "%", " a", ","]), count: random.int(2_000 ... 40_000)))
            case 5:
                (
                    "X-Forwarded-For",
                    random.pick(["", "1.2.3.4", "::1", "1.2.3.4, 5.6.7.8", "unknown", "999.1.1.1", "127.0.0.1, \(garbage)", garbage])
                )
            case 6: ("Accept", random.pick(["", "*/*", "application/json", "text/html;q=0.9, */*;q=0.1", garbage]))
            case 7: ("Accept-Encoding", random.pick(["gzip", "br", "identity;q=0", "*;q=0", garbage]))
            case 8: ("Range", random.pick(["bytes=0-10", "bytes=-1", "bytes=99999999999999999999-", "bytes=a-b", garbage]))
            case 9: ("If-None-Match", random.pick(["*", "\"x\"", garbage]))
            case 10: ("Idempotency-Key", random.pick(["", "fuzz-\(random.next())", String(repeating: "k", count: 5_000), garbage]))
            case 11: ("Origin", random.pick(["http://evil.example", "null", garbage]))
            case 12: ("Expect", random.pick(["100-continue", "200-ok", garbage]))
            default: ("X-\(FormEncoding.encode(HostileText.mix(&random, length: 8)).replacingOccurrences(of: "%", with: ""))", garbage)
            }
        return (pair.0, Array(pair.1.utf8))
    }
}
