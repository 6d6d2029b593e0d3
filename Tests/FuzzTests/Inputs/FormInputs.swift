/// Hostile form posts to the web shell: no session, a forged one or the signed-in one; a
/// missing, wrong or right CSRF token; garbage events and fields; huge values; wrong content
/// types; broken URL-encoding.
enum FormInputs {
    /// The screens forms are posted to.
    static let targets = [
        "/login", "/items", "/items/3", "/items/{id}", "/contacts", "/contacts/1", "/contacts/{id}", "/contacts/1/orders/new",
        "/contacts/{id}/orders/new", "/orders", "/employees", "/account", "/account/final/{x}", "/home", "/", "/{x}", "/healthz",
    ]

    /// Events a button might send, real ones among them, never the two that would end the
    /// signed-in session or delete every item (`container:log-out`, `alert:confirm-delete`).
    static let events = [
        "action:login", "action:save", "action:toggle", "action:retry", "action:search", "action:apply-filter",
        "action:clear-filter", "action:delete-all", "action:new-order", "action:order-history", "action:next", "action:dismiss",
        "action:close", "select:items:3", "select:items:1", "select:contacts:1", "select:selection:selected", "alert:cancel",
        "nav:back", "nav:forward", "nav:", "action:", "select:", "select::", "select:items:", "select::3", "alert:", "container:",
        "container:nope", "foo", "foo:bar", ":", "", "action", "select:items:{n}", "select:{x}:{x}", "action:{x}", "alert:{x}",
        "container:{x}", "{x}",
    ]

    /// The field names of the app's forms, and a few others.
    static let fieldNames = ["username", "password", "quantity", "product", "query", "filter", "value", "id", "_csrf", "_event", "{x}"]

    /// Content types sent with a form, the right one most often.
    static func contentType(_ random: inout FuzzRandom) -> String? {
        switch random.int(0 ... 99) {
        case 0 ..< 70: "application/x-www-form-urlencoded"
        case 70 ..< 76: nil
        case 76 ..< 80: "multipart/form-data; boundary=----x"
        case 80 ..< 84: "application/json"
        case 84 ..< 87: "text/plain"
        case 87 ..< 90: "application/x-www-form-urlencoded; charset=iso-8859-1"
        case 90 ..< 93: "APPLICATION/X-WWW-FORM-URLENCODED"
        case 93 ..< 96: ""
        default: FormEncoding.encode(HostileText.string(&random, maxLength: 200))
        }
    }

    /// A body for a form: pairs of hostile names and values, well encoded most of the time, or
    /// broken encoding, invalid UTF-8, a body over the shell's 64 KiB limit or just noise.
    static func body(_ random: inout FuzzRandom, csrf: String?, event: String?, names: [String] = fieldNames) -> (bytes: [UInt8], oversized: Bool) {
        var fields: [(String, String)] = []
        if let csrf { fields.append(("_csrf", csrf)) }
        if let event { fields.append(("_event", event)) }
        for _ in 0 ..< random.int(0 ... 6) {
            let name = RouteInputs.fill(random.pick(names), &random)
            fields.append((name, HostileText.string(&random, maxLength: random.chance(0.1) ? 30_000 : 300)))
        }
        if random.chance(0.1) {
            // The right token first, a wrong one last: the last value counts.
            fields.append(("_csrf", HostileText.string(&random, maxLength: 80)))
        }
        fields.shuffle(using: &random)
        if let first = fields.firstIndex(where: { $0.0 == "_csrf" }), random.chance(0.7) {
            fields.swapAt(0, first)
        }
        var bytes = FormEncoding.body(fields)
        switch random.int(0 ... 19) {
        case 0:
            bytes += Array("&bad=%zz&%=%".utf8)
        case 1:
            bytes += Array("&x=%e9%80&y=%C0%AF".utf8)
        case 2:
            bytes += [0x26, 0x78, 0x3d, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]
        case 3:
            bytes += Array("&&&&====&=&x&_event&_csrf=".utf8)
        case 4:
            bytes += [0x26] + Array(String(repeating: "a", count: random.int(10_000 ... 60_000)).utf8)
        case 5:
            bytes += [0x26, 0x7a, 0x3d] + Array(String(repeating: "x", count: 66_000).utf8)
            return (bytes, true)
        case 6:
            bytes = (0 ..< random.int(1 ... 2_000)).map { _ in UInt8(random.int(0 ... 255)) }
        case 7:
            bytes += Array("&x=\0\r\n%00%0d%0a".utf8)
        default:
            break
        }
        return (bytes, bytes.count > 64 * 1024)
    }

    /// `count` stateless form posts.
    static func make(count: Int, app: FuzzApp, seed: UInt64) -> [FuzzRequest] {
        (0 ..< count).map { index in
            var random = FuzzRandom(seed: seed, stream: "forms", index: index)
            var request = FuzzRequest(server: .web, method: "POST", target: RouteInputs.fill(random.pick(targets), &random), kind: "forms")
            let session = random.int(0 ... 99)
            if session < 60 {
                request.headers.append(("Cookie", Array(app.signedIn.cookie.utf8)))
            } else if session < 75 {
                request.headers.append(("Cookie", Array("viper_session=\(FormEncoding.encode(HostileText.string(&random, maxLength: 100)))".utf8)))
            }
            let csrf: String? =
                switch random.int(0 ... 99) {
                case 0 ..< 20: nil
                case 20 ..< 45: random.chance(0.5) ? HostileText.string(&random, maxLength: 100) : String(app.signedIn.csrfToken.reversed())
                default: app.signedIn.csrfToken
                }
            let event: String? = random.chance(0.1) ? nil : RouteInputs.fill(random.pick(events), &random)
            let body = body(&random, csrf: csrf, event: event)
            request.body = body.bytes
            request.mayClose = body.oversized
            if let type = contentType(&random) {
                request.headers.append(("Content-Type", Array(type.utf8)))
            }
            return request
        }
    }
}
