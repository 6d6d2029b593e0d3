import Foundation

/// A language the app speaks: English, the default, or German. A session chooses one (a
/// browser's from its `Accept-Language` header, the terminal's from `--language`) and changes it
/// with the host's language switch; every module of the session shows its words in it and formats
/// dates, numbers and money for its ``locale``.
public struct Language: Sendable, Hashable, CustomStringConvertible {
    /// The language's code, as in `Accept-Language` and a `.lproj` folder: `en`, `de`.
    public let code: String
    /// The language's own name, for a language switch: "English", "Deutsch".
    public let name: String
    /// The locale dates, numbers and money are formatted for.
    public let locale: Locale
    /// What separates groups of three digits in a whole number: "," in English, "." in German.
    public let groupingSeparator: String

    /// English (British conventions: day before month, 24-hour time).
    public static let english = Language(code: "en", name: "English", locale: Locale(identifier: "en_GB"))
    /// German.
    public static let german = Language(code: "de", name: "Deutsch", locale: Locale(identifier: "de_DE"))
    /// Every language the app speaks, the default first.
    public static let all: [Language] = [.english, .german]

    /// The language `code` names (`de`, `de-AT`, `DE`), or `nil` when the app does not speak it.
    public init?(code: String) {
        let primary = code.split(separator: "-").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard let language = Self.all.first(where: { $0.code == primary }) else { return nil }
        self = language
    }

    /// The language an `Accept-Language` header prefers among those the app speaks, by quality
    /// (`de-CH, de;q=0.9, en;q=0.8`), or English when it names none of them or cannot be read.
    public init(acceptLanguage header: String?) {
        let ranked = (header ?? "").split(separator: ",").enumerated().compactMap { index, part -> (Language, Double, Int)? in
            let pieces = part.split(separator: ";")
            guard let tag = pieces.first, let language = Language(code: String(tag)) else { return nil }
            let quality =
                pieces.dropFirst().lazy
                .compactMap { parameter -> Double? in
                    let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    guard pair.count == 2, pair[0] == "q", let value = Double(pair[1]), value.isFinite else { return nil }
                    return min(max(value, 0), 1)
                }
                .first ?? 1
            return quality > 0 ? (language, quality, index) : nil
        }
        self = ranked.max { ($0.1, -$0.2) < ($1.1, -$1.2) }?.0 ?? .english
    }

    private init(code: String, name: String, locale: Locale) {
        self.code = code
        self.name = name
        self.locale = locale
        groupingSeparator = locale.groupingSeparator ?? ","
    }

    /// The code.
    public var description: String { code }
}
