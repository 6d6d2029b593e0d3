/// Hostile values for any text a request carries: form values, JSON strings, path segments,
/// cookie values, header values.
enum HostileText {
    /// Short nasty strings, each a classic way to break a parser, a query or a page.
    static let classics: [String] = [
        "", " ", "\t", "\r\n", "\0", "a\0b", "\u{1b}[31m", "\u{7f}", "\u{85}", "\u{2028}\u{2029}",
        "' OR '1'='1", "'); DROP TABLE items;--", "\" OR \"\"=\"", "1; SELECT * FROM users", "%' --",
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)", "</form><form>",
        "{{7*7}}", "${7*7}", "%s%s%s%n", "{0}{1}", "%@", "\\", "\\\\", "\\u0000", "\\x00",
        "../../../../etc/passwd", "..\\..\\windows\\win.ini", "/", "//", "./", "~", "*", "?", "#", "&", "=", ";", ",",
        "%", "%%", "%zz", "%0", "%00", "%0d%0a", "%C3", "%FF%FE", "%C0%AF", "%E2%82", "+", "++", "%2B",
        "a\r\nSet-Cookie: x=y", "a\nLocation: //evil.example", "\r\n\r\nHTTP/1.1 200 OK",
        "é", "e\u{301}", "ß", "İ", "ﬃ", "\u{202E}abc", "\u{200B}", "\u{FEFF}", "\u{FFFD}", "\u{FFFF}", "\u{10FFFF}",
        "日本語のテキスト", "مرحبا", "שלום", "😀👨‍👩‍👧‍👦🏳️‍🌈", "Z̴̡̛̲̥a̷͙͎l̶̢̛g̵o̸", "𝕳𝖊𝖑𝖑𝖔", "٣", "３", "①",
        "null", "undefined", "NaN", "true", "false", "None", "nil", "[]", "{}", "{\"a\":1}", "[1,2", "\"",
        "demo", "demo1234", "Demo", " demo", "demo ", "DEMO", "admin", "root",
    ]

    /// Numbers and near-numbers for places that expect an id, a count or an offset.
    static let numbers: [String] = [
        "0", "-0", "-1", "1", "2", "3", "7", "42", "+3", "003", "3.0", "3.5", "1e3", "1E3", "0x10", "0b1", "0o7", "1_000", "1,000",
        " 3", "3 ", "3\t", "٣", "３", "²", "Ⅷ", "NaN", "nan", "Infinity", "-Infinity", "inf", "", "-", "+", ".", "e",
        "2147483647", "2147483648", "-2147483649", "4294967296", "9007199254740993",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "99999999999999999999", "-99999999999999999999",
        "999999999999999999999999999999999999999999999999", "1e308", "1e309", "-1e308", "9.3e18", "1e-400", "0.1e1",
        "1000000", "1000001", "500", "501", "10000000000",
    ]

    /// A hostile string: a classic, a number, a long run, a random mix of characters, or a few
    /// of these joined.
    static func string(_ random: inout FuzzRandom, maxLength: Int = 4_000) -> String {
        switch random.int(0 ... 9) {
        case 0 ... 2:
            return random.pick(classics)
        case 3:
            return random.pick(numbers)
        case 4:
            let unit = random.pick(["A", "é", "😀", "%", "<", "\0", "&", "=", " ", "a=b&", "%00", "\u{202E}"])
            let count = random.int(1 ... max(1, maxLength / max(1, unit.utf8.count)))
            return String(repeating: unit, count: count)
        case 5, 6:
            return mix(&random, length: random.int(1 ... min(64, maxLength)))
        default:
            return (0 ..< random.int(2 ... 4)).map { _ in
                random.chance(0.5) ? random.pick(classics) : mix(&random, length: random.int(1 ... 12))
            }.joined()
        }
    }

    /// `length` random characters drawn from ASCII, controls, Latin, symbols, CJK, emoji and
    /// combining marks.
    static func mix(_ random: inout FuzzRandom, length: Int) -> String {
        var text = ""
        for _ in 0 ..< length {
            let scalar: UInt32 =
                switch random.int(0 ... 9) {
                case 0 ... 4: UInt32(random.int(0x20 ... 0x7e))
                case 5: UInt32(random.int(0x00 ... 0x1f))
                case 6: UInt32(random.int(0xa0 ... 0x17f))
                case 7: UInt32(random.pick([0x300, 0x301, 0x20ac, 0x2028, 0x202e, 0x200d, 0xfeff, 0xfffd, 0xffff]))
                case 8: UInt32(random.int(0x4e00 ... 0x4eff))
                default: UInt32(random.int(0x1f600 ... 0x1f64f))
                }
            text.unicodeScalars.append(Unicode.Scalar(scalar) ?? "?")
        }
        return text
    }

    /// A hostile id: now and then a real one (1–70), otherwise a near-number or a string.
    static func id(_ random: inout FuzzRandom) -> String {
        switch random.int(0 ... 9) {
        case 0 ... 2: String(random.int(1 ... 70))
        case 3 ... 7: random.pick(numbers)
        default: string(&random, maxLength: 200)
        }
    }

    /// A path segment: a hostile string percent-encoded, or with broken escapes kept as they are,
    /// or one very long segment. Always ASCII, so the request line stays well-formed.
    static func segment(_ random: inout FuzzRandom) -> String {
        switch random.int(0 ... 9) {
        case 0 ... 3:
            return FormEncoding.encode(string(&random, maxLength: 300))
        case 4 ... 5:
            return FormEncoding.encode(id(&random))
        case 6:
            return random.pick([
                "%", "%zz", "%0", "%00", "%2e%2e", "..", ".", "%2F", "%2f..%2f", "%C3", "%FF", "%C0%AF", "%ED%A0%80", "%F4%90%80%80", "%%32%65",
                "%u002e", "%25", "%0d%0a", ";", ";x=1", "~", "!$&'()*+,=", "@", ":",
            ])
        case 7:
            return String(repeating: random.pick(["a", "9", "%41", "..%2F", "-"]), count: random.int(200 ... 2_000))
        default:
            return FormEncoding.encode(random.pick(classics))
        }
    }
}
