/// Random, overlong, malformed and many cookies, on page requests and form posts to the web
/// shell and on calls to the API.
enum CookieInputs {
    /// A `Cookie` header value around the session cookie `valid` (`name=value`).
    static func header(_ random: inout FuzzRandom, valid: String) -> (value: [UInt8], strictness: Strictness) {
        let name = "viper_session"
        let value: String
        switch random.int(0 ... 15) {
        case 0: value = "\(name)=\(FormEncoding.encode(HostileText.string(&random, maxLength: 300)))"
        case 1: value = "\(name)="
        case 2: value = name
        case 3: value = "\(name)==\(valid)"
        case 4: value = "\(name)=\(String(repeating: "a", count: random.int(1_000 ... 30_000)))"
        case 5: value = "\(name)=bad; \(valid)"
        case 6: value = "\(valid); \(name)=bad"
        case 7: value = "\(valid)\(FormEncoding.encode(HostileText.string(&random, maxLength: 40)))"
        case 8: value = (0 ..< random.int(50 ... 800)).map { "c\($0)=\(random.int(0 ... 1_000_000))" }.joined(separator: "; ")
        case 9:
            value = random.pick([
                ";;;;", "=", "==", "; ", "a=b=c", "\"\(name)\"=x", "\(name)=\"\"", "\(name)=\"unterminated", "=\(valid)", ",\(valid)", "\(valid),x=y",
                "$Version=1; \(valid)",
            ])
        case 10: value = "\(name)=\(String(valid.dropFirst(name.count + 1).reversed()))"
        case 11: value = "\(name)=\(String(valid.dropFirst(name.count + 1).uppercased()))"
        case 12: value = "\(name)=\(valid.dropFirst(name.count + 1).dropLast())"
        case 13:
            // Raw bytes outside ASCII (valid UTF-8 and not): obs-text the parser may let through.
            return (
                Array("\(name)=".utf8) + Array(HostileText.mix(&random, length: random.int(1 ... 40)).utf8.filter { $0 >= 0x20 && $0 != 0x7f }) + [
                    0xff, 0xc3,
                ], .lenient
            )
        case 14: value = (0 ..< random.int(2 ... 40)).map { _ in "\(name)=\(random.int(0 ... 1_000_000_000))" }.joined(separator: "; ")
        default: value = FormEncoding.encode(HostileText.string(&random, maxLength: 2_000))
        }
        return (Array(value.utf8), .strict)
    }

    /// `count` requests with hostile cookies: page requests, form posts with the signed-in
    /// session's token, and API calls.
    static func make(count: Int, app: FuzzApp, seed: UInt64) -> [FuzzRequest] {
        (0 ..< count).map { index in
            var random = FuzzRandom(seed: seed, stream: "cookies", index: index)
            let cookie = header(&random, valid: app.signedIn.cookie)
            var request: FuzzRequest
            switch random.int(0 ... 9) {
            case 0 ... 4:
                request = FuzzRequest(
                    server: .web, method: random.chance(0.9) ? "GET" : "HEAD", target: RouteInputs.target(&random, server: .web), kind: "cookies-web")
            case 5 ... 7:
                let event = RouteInputs.fill(random.pick(FormInputs.events), &random)
                let body = FormInputs.body(&random, csrf: app.signedIn.csrfToken, event: event)
                request = FuzzRequest(
                    server: .web,
                    method: "POST",
                    target: RouteInputs.fill(random.pick(FormInputs.targets), &random),
                    headers: [("Content-Type", Array("application/x-www-form-urlencoded".utf8))],
                    body: body.bytes,
                    mayClose: body.oversized,
                    kind: "cookies-form"
                )
            default:
                request = FuzzRequest(
                    server: .api, method: random.pick(["GET", "GET", "POST", "DELETE"]), target: RouteInputs.target(&random, server: .api),
                    kind: "cookies-api")
                if request.method == "GET", random.chance(0.5) {
                    request.headers.append(("Authorization", Array("Bearer \(app.token)".utf8)))
                }
            }
            request.headers.append(("Cookie", cookie.value))
            request.strictness = cookie.strictness
            if random.chance(0.1) {
                // A second Cookie line.
                let second = header(&random, valid: app.signedIn.cookie)
                request.headers.append(("Cookie", second.value))
                if second.strictness == .lenient { request.strictness = .lenient }
            }
            return request
        }
    }
}
