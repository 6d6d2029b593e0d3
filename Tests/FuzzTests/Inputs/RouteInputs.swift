import Foundation

/// Random and malicious request targets and methods for both servers.
enum RouteInputs {
    /// The web shell's paths, with `{id}` and `{x}` where a hostile id or segment goes.
    static let webTemplates = [
        "/", "/login", "/home", "/items", "/items/{id}", "/items/{id}/{x}", "/contacts", "/contacts/{id}",
        "/contacts/{id}/orders/new", "/contacts/{id}/orders/{x}", "/orders", "/employees", "/account",
        "/account/final/{x}", "/account/final/{id}", "/account/{x}", "/healthz", "/favicon.ico", "/{x}", "/{x}/{x}",
        "/items/", "/items//{id}", "//items", "///", "/ITEMS", "/Items/{id}", "/items/{id}/", "/../{x}", "/items/../account",
        "/%2e%2e/%2e%2e/etc/passwd", "/items%2F{id}", "/login;jsessionid={x}", "/.env", "/.git/config",
        "/login%0d%0aSet-Cookie:%20x=y", "/%00", "/items/%00", "/home/{x}", "/healthz/{x}", "/api/items",
        "/items?section=items&offset={n}", "/items?section=items&offset={n}", "/items?section={x}&offset={n}",
        "/contacts?section=contacts&offset={n}", "/employees?section={x}&offset={n}", "/orders?section=all-orders&offset={n}",
        "/account?section=details&offset={n}", "/items/{id}?section=details&offset={n}", "/contacts/{id}?section=orders&offset={n}",
    ]

    /// The demo API's paths, with `{id}` and `{x}` where a hostile id or segment goes.
    static let apiTemplates = [
        "/api/health", "/api/login", "/api/logout", "/api/items", "/api/items/{id}", "/api/items/{id}/{x}",
        "/api/contacts", "/api/contacts/{id}", "/api/products", "/api/products/{id}", "/api/orders", "/api/orders/{id}",
        "/api/employees", "/api/employees/{id}", "/api/employees/{id}/photo", "/api/employees/{id}/{x}", "/api/account",
        "/api/account/{x}", "/api/{x}", "/api/{x}/{id}", "/{x}", "/", "/api", "/api/", "/api/items/", "//api/items",
        "/api/ITEMS", "/api/./items", "/api/items/../account", "/api/%69tems", "/api/items%2F{id}", "/api/health/{x}",
        "/healthz", "/login", "/api/login/{x}", "/api//items/{id}", "/api/items?offset={n}&limit={n}",
        "/api/items?offset={n}&limit={n}", "/api/items?limit={n}", "/api/items?offset={n}", "/api/orders?contact_id={n}",
        "/api/orders?contact_id={id}",
    ]

    /// Queries added to some targets.
    static let queries = [
        "section=items&offset={n}", "section={x}&offset=1", "offset={n}", "section=items", "section=&offset=",
        "{x}={x}", "%zz", "section=items&offset=1&offset={n}", "offset={n}&limit={n}", "limit={n}", "contact_id={n}",
        "contact={id}", "a=%", "&&&", "=", "{x}", "section=contacts&offset={n}", "value={x}",
    ]

    /// The methods tried: the usual ones most often, then other valid tokens.
    static let otherMethods = [
        "PROPFIND", "TRACE", "FOO", "get", "Post", "BREW", "M-SEARCH", "PURGE", "LINK", "X", "QUERY", "A234567890123456789012345678901234567890",
    ]

    /// The methods the servers' HTTP parser knows; any other is refused before the app sees it
    /// (a bare 400 from the parser, judged leniently).
    static let parsedMethods: Set<String> = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "TRACE", "M-SEARCH", "PURGE", "LINK",
    ]

    /// A method: mostly GET, then the other usual ones, then odd but valid tokens.
    static func method(_ random: inout FuzzRandom) -> String {
        switch random.int(0 ... 99) {
        case 0 ..< 35: "GET"
        case 35 ..< 45: "HEAD"
        case 45 ..< 60: "POST"
        case 60 ..< 68: "PUT"
        case 68 ..< 76: "DELETE"
        case 76 ..< 84: "PATCH"
        case 84 ..< 90: "OPTIONS"
        default: random.pick(otherMethods)
        }
    }

    /// A target for `server`: a template filled with hostile parts, sometimes a query, sometimes
    /// a very long path.
    static func target(_ random: inout FuzzRandom, server: FuzzServer) -> String {
        if random.chance(0.03) {
            return "/" + String(repeating: random.pick(["a", "items/", "%2e", "9"]), count: random.int(500 ... 3_000))
        }
        var target = fill(random.pick(server == .web ? webTemplates : apiTemplates), &random)
        if random.chance(0.3) {
            target += "?" + fill(random.pick(queries), &random)
        }
        return target
    }

    /// `template` with each `{id}`, `{n}` and `{x}` replaced by a hostile id, number or segment.
    static func fill(_ template: String, _ random: inout FuzzRandom) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            switch rest[rest.index(after: open) ..< close] {
            case "id": out += FormEncoding.encode(HostileText.id(&random))
            case "n": out += FormEncoding.encode(random.pick(HostileText.numbers))
            default: out += HostileText.segment(&random)
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// Whether `method` on `target` with the suite's own token would end that token's session
    /// (`POST /api/logout`) or delete every item (`DELETE /api/items`), which would leave the
    /// other inputs less to reach.
    static func isDestructive(method: String, target: String) -> Bool {
        let path = target.prefix { $0 != "?" }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        let last = decoded.split(separator: "/").last.map { $0.lowercased() } ?? ""
        let upper = method.uppercased()
        return (upper != "GET" && upper != "HEAD" && last.contains("logout")) || (upper == "DELETE" && last.contains("items"))
    }

    /// `count` requests to `server` with random methods and targets; for the web shell some carry
    /// the signed-in session's cookie, for the API some the demo user's bearer token (or a forged one).
    static func make(count: Int, server: FuzzServer, app: FuzzApp, seed: UInt64) -> [FuzzRequest] {
        (0 ..< count).map { index in
            var random = FuzzRandom(seed: seed, stream: "routes-\(server.rawValue)", index: index)
            let method = method(&random)
            let target = target(&random, server: server)
            var request = FuzzRequest(server: server, method: method, target: target, kind: "routes-\(server.rawValue)")
            if !parsedMethods.contains(method) {
                request.strictness = .lenient
            }
            switch server {
            case .web:
                if random.chance(0.5) {
                    request.headers.append(("Cookie", Array(app.signedIn.cookie.utf8)))
                }
            case .api:
                let roll = random.int(0 ... 9)
                if roll < 5, !isDestructive(method: method, target: target) {
                    request.headers.append(("Authorization", Array("Bearer \(app.token)".utf8)))
                } else if roll < 7 {
                    request.headers.append(
                        ("Authorization", Array("Bearer \(FormEncoding.encode(HostileText.string(&random, maxLength: 100)))".utf8)))
                }
            }
            if ["POST", "PUT", "PATCH"].contains(method), random.chance(0.5) {
                request.body = Array(FormEncoding.encode(HostileText.string(&random, maxLength: 500)).utf8)
            }
            return request
        }
    }
}
