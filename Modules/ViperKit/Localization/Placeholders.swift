import Foundation

/// Puts arguments into a string table's word: `%@` (any value, as text), `%ld`/`%d` (a whole
/// number, grouped for the language: "1.234"), their positional forms `%1$@`/`%2$ld`, and `%%`.
/// Those are all the placeholders the tables use; a word with any other falls back to
/// Foundation's `String(format:locale:arguments:)`. Written by hand because `String(format:locale:)`
/// sets up an ICU number formatter on every call, which was a seventh of the web shell's time per
/// page (the pager's "Showing 1–50 of 1,000").
enum Placeholders {
    /// `format` with `arguments` put in, numbers grouped with `groupingSeparator`.
    static func fill(_ format: String, with arguments: [any CVarArg], groupingSeparator: String, locale: Locale) -> String {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var cursor = rest.index(after: percent)
            guard cursor < rest.endIndex else { return fallback(format, arguments, locale) }
            if rest[cursor] == "%" {
                result += "%"
                rest = rest[rest.index(after: cursor)...]
                continue
            }
            var index = next
            let digits = rest[cursor...].prefix(while: \.isNumber)
            if !digits.isEmpty, rest[digits.endIndex...].first == "$", let position = Int(digits), position > 0 {
                index = position - 1
                cursor = rest.index(after: digits.endIndex)
            } else {
                next += 1
            }
            let specifier = ["@", "ld", "d"].first { rest[cursor...].hasPrefix($0) }
            guard let specifier, arguments.indices.contains(index) else { return fallback(format, arguments, locale) }
            if specifier == "@" {
                result += String(describing: arguments[index])
            } else if let number = arguments[index] as? any BinaryInteger {
                result += grouped(number, separator: groupingSeparator)
            } else {
                return fallback(format, arguments, locale)
            }
            rest = rest[rest.index(cursor, offsetBy: specifier.count)...]
        }
        return result + rest
    }

    /// `number` with `separator` between groups of three digits: "-1,234,567".
    static func grouped(_ number: some BinaryInteger, separator: String) -> String {
        let digits = String(number.magnitude)
        let count = digits.utf8.count
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (count - offset) % 3 == 0 { text += separator }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }

    private static func fallback(_ format: String, _ arguments: [any CVarArg], _ locale: Locale) -> String {
        String(format: format, locale: locale, arguments: arguments)
    }
}
