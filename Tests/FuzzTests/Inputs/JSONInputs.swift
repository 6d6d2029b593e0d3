/// JSON bodies to every API endpoint that reads one (login, an item's `enabled`, a new order)
/// and to the others: wrong types, missing and extra fields, deep nesting, huge numbers and
/// strings, invalid UTF-8, control characters; with and without a valid bearer token.
enum JSONInputs {
    /// Numbers written as they are, each hard for a decoder or a range check.
    static let numbers = [
        "1e308", "1e309", "-1e308", "1E400", "9.3e18", "-9.3e18", "-0", "-0.0", "0", "-1", "1.5", "0.0000001", "1e-400",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551616",
        "123456789012345678901234567890", "2147483648", "1000000", "1000001", "253402300799999", "253402300800000",
        "-62135596800000", "-8640000000000001", "1763283600000", "1", "2", "3", "5", "7", "12", "100",
    ]

    /// Fragments that are not JSON values.
    static let fragments = [
        "NaN", "Infinity", "-Infinity", "-", "01", "1.", "+1", ".5", "0x10", "1e", "tru", "nul", "'x'", "undefined", "[", "{", "]", "}", ",",
        "\"\\x41\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\\ud800\"", "\"\\u0000\"",
    ]

    /// A hostile value of any kind.
    static func value(_ random: inout FuzzRandom, depth: Int = 0) -> JSONValue {
        switch random.int(0 ... 13) {
        case 0, 1: return .number(random.pick(numbers))
        case 2, 3: return .string(HostileText.string(&random, maxLength: 2_000))
        case 4: return .string(String(repeating: random.pick(["a", "é", "😀", "\0", "\\"]), count: random.int(1_000 ... 15_000)))
        case 5: return .rawString([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80].shuffled(using: &random))
        case 6: return .rawString(Array(HostileText.mix(&random, length: random.int(1 ... 30)).utf8) + [0x00, 0x0a, 0x0d, 0x09, 0x1f])
        case 7: return .bool(random.chance(0.5))
        case 8: return .null
        case 9: return .raw(Array(random.pick(fragments).utf8))
        case 10 where depth < 3: return .array((0 ..< random.int(0 ... 4)).map { _ in value(&random, depth: depth + 1) })
        case 11 where depth < 3:
            return .object((0 ..< random.int(0 ... 4)).map { _ in (HostileText.string(&random, maxLength: 40), value(&random, depth: depth + 1)) })
        case 12: return .string(random.pick(["demo", "demo1234", "true", "1", "1763283600000", ""]))
        default: return .number(String(random.int(-3 ... 80)))
        }
    }

    /// The fields of a valid body for `endpoint`.
    static func validFields(_ endpoint: String, _ random: inout FuzzRandom) -> [(String, JSONValue)] {
        switch endpoint {
        case "login":
            return [
                ("username", .string(random.chance(0.8) ? "demo" : "nobody")),
                ("password", .string(random.chance(0.2) ? "demo1234" : "wrong-password")),
            ]
        case "enabled":
            return [("enabled", .bool(random.chance(0.5)))]
        default:
            return [
                ("contactID", .number(String(random.int(1 ... 14)))), ("productID", .number(String(random.int(1 ... 12)))),
                ("quantity", .number(String(random.int(1 ... 9)))), ("createdAt", .number("1763283600000")),
            ]
        }
    }

    /// A body for `endpoint`: its valid fields mutated (dropped, retyped, repeated, renamed, joined
    /// by others), or a whole body that breaks JSON itself.
    static func body(_ endpoint: String, _ random: inout FuzzRandom) -> (bytes: [UInt8], oversized: Bool) {
        var fields = validFields(endpoint, &random)
        let valid = JSONValue.object(fields).bytes
        switch random.int(0 ... 99) {
        case 0 ..< 60:
            for index in fields.indices.reversed() where random.chance(0.4) {
                switch random.int(0 ... 4) {
                case 0: fields.remove(at: index)
                case 1: fields.append((fields[index].0, value(&random)))
                case 2:
                    fields[index].0 = random.pick([
                        fields[index].0.uppercased(), fields[index].0 + " ", "\u{FEFF}" + fields[index].0, fields[index].0.lowercased(),
                    ])
                default: fields[index].1 = value(&random)
                }
            }
            for _ in 0 ..< (random.chance(0.3) ? random.int(1 ... 4) : 0) {
                fields.append((HostileText.string(&random, maxLength: 60), value(&random)))
            }
            return (JSONValue.object(fields).bytes, false)
        case 60 ..< 66:
            let depth = random.int(100 ... 30_000)
            let (open, close) = random.pick([("[", "]"), ("{\"a\":", "}"), ("[{\"a\":", "}]")])
            let closing = random.chance(0.8) ? String(repeating: close, count: depth / (open.count > 1 ? 3 : 1)) : ""
            return (Array((String(repeating: open, count: depth / (open.count > 1 ? 3 : 1)) + "1" + closing).utf8), false)
        case 66 ..< 70:
            return (Array(random.pick(["", " ", "null", "[]", "{}", "\"\"", "0", "1e308", "true", "\"demo\"", "[{}]", "{\"\":\"\"}"]).utf8), false)
        case 70 ..< 74:
            return (Array(valid.prefix(random.int(0 ... max(0, valid.count - 1)))), false)
        case 74 ..< 77:
            return ([0xef, 0xbb, 0xbf] + valid, false)
        case 77 ..< 80:
            return (valid + Array(random.pick(["}", valid.isEmpty ? "x" : "{}", "\0", " x", ",", "\n\n{}", "/*x*/"]).utf8), false)
        case 80 ..< 82:
            return (Array("/* comment */".utf8) + valid, false)
        case 82 ..< 84:
            return (valid.map { $0 == UInt8(ascii: "\"") ? UInt8(ascii: "'") : $0 }, false)
        case 84 ..< 87:
            return ((0 ..< random.int(1 ... 3_000)).map { _ in UInt8(random.int(0 ... 255)) }, false)
        case 87 ..< 89:
            fields.append(("padding", .string(String(repeating: "x", count: 70_000))))
            return (JSONValue.object(fields).bytes, true)
        case 89 ..< 91:
            let utf16 = String(decoding: valid, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xff), UInt8($0 >> 8)] }
            return ([0xff, 0xfe] + utf16, false)
        case 91 ..< 94:
            fields += (0 ..< random.int(500 ... 3_000)).map { ("k\($0)", JSONValue.number(String($0))) }
            return (JSONValue.object(fields).bytes, false)
        case 94 ..< 97:
            return (JSONValue.array([.object(fields)]).bytes, false)
        default:
            return (valid, false)
        }
    }

    /// A content type for a JSON body, the right one most often.
    static func contentType(_ random: inout FuzzRandom) -> String? {
        switch random.int(0 ... 99) {
        case 0 ..< 80: "application/json"
        case 80 ..< 86: nil
        case 86 ..< 89: "text/plain"
        case 89 ..< 92: "application/json; charset=utf-16"
        case 92 ..< 95: "application/x-www-form-urlencoded"
        default: FormEncoding.encode(HostileText.string(&random, maxLength: 100))
        }
    }

    /// An `Idempotency-Key`: a fresh one most often, else missing, blank, too long, hostile, or
    /// one shared by many inputs (a repeat, or a conflict when the order differs).
    static func idempotencyKey(_ random: inout FuzzRandom) -> String? {
        switch random.int(0 ... 19) {
        case 0 ..< 11: "fuzz-\(random.next())"
        case 11, 12: nil
        case 13: random.pick(["", " ", "\t"])
        case 14: String(repeating: "k", count: random.int(199 ... 202))
        case 15, 16: FormEncoding.encode(HostileText.string(&random, maxLength: 300))
        default: "fuzz-shared-key"
        }
    }

    /// `count` JSON requests to the API.
    static func make(count: Int, app: FuzzApp, seed: UInt64) -> [FuzzRequest] {
        (0 ..< count).map { index in
            var random = FuzzRandom(seed: seed, stream: "json", index: index)
            let endpoint = random.pick(["login", "login", "login", "enabled", "enabled", "enabled", "order", "order", "order", "order", "other"])
            let method: String
            var target: String
            var validToken: Double = 0.75
            switch endpoint {
            case "login":
                method = random.chance(0.95) ? "POST" : random.pick(["PUT", "PATCH", "GET"])
                target = "/api/login"
                validToken = 0.05
            case "enabled":
                method = random.chance(0.95) ? "PATCH" : random.pick(["PUT", "POST"])
                target = "/api/items/" + (random.chance(0.6) ? String(random.int(1 ... 70)) : FormEncoding.encode(HostileText.id(&random)))
            case "order":
                method = random.chance(0.95) ? "POST" : random.pick(["PUT", "PATCH"])
                target = "/api/orders"
            default:
                method = RouteInputs.method(&random)
                target = RouteInputs.target(&random, server: .api)
            }
            let body = body(endpoint == "other" ? random.pick(["login", "enabled", "order"]) : endpoint, &random)
            var request = FuzzRequest(
                server: .api, method: method, target: target, body: body.bytes, mayClose: body.oversized, kind: "json-\(endpoint)")
            if !RouteInputs.parsedMethods.contains(method) { request.strictness = .lenient }
            if let type = contentType(&random) {
                request.headers.append(("Content-Type", Array(type.utf8)))
            }
            if random.chance(validToken), !RouteInputs.isDestructive(method: method, target: target) {
                request.headers.append(("Authorization", Array("Bearer \(app.token)".utf8)))
            } else if random.chance(0.3) {
                request.headers.append(("Authorization", Array("Bearer \(FormEncoding.encode(HostileText.string(&random, maxLength: 80)))".utf8)))
            }
            if endpoint == "order" || random.chance(0.05), let key = idempotencyKey(&random) {
                request.headers.append(("Idempotency-Key", Array(key.utf8)))
            }
            if random.chance(0.15) {
                request.headers.append(
                    (
                        "X-Forwarded-For",
                        Array(
                            random.pick([
                                "1.2.3.4", "::1", "", "not an address", "1.2.3.4, 5.6.7.8", "999.999.999.999", "127.0.0.1",
                                FormEncoding.encode(HostileText.string(&random, maxLength: 100)),
                            ]).utf8)
                    ))
            }
            return request
        }
    }
}
