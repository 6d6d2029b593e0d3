import Foundation

/// Domain's own string table (`Resources/<code>.lproj/Localizable.strings`) in one language: the
/// standard sentences of ``ServiceErrorWording``. A key the language lacks falls back to English,
/// and a key English lacks is shown as it is (`viper check` reports both).
struct StandardWords {
    private let words: [String: String]
    private let fallback: [String: String]

    /// The words in `locale`'s language.
    init(locale: Locale) {
        let code = locale.language.languageCode?.identifier ?? "en"
        words = Self.tables[code] ?? [:]
        fallback = Self.tables["en"] ?? [:]
    }

    /// The word for `key`.
    subscript(_ key: String) -> String {
        words[key] ?? fallback[key] ?? key
    }

    /// Every language's table in the bundle (each `<code>.lproj` folder), read once.
    private static let tables: [String: [String: String]] = {
        let folder = Bundle.module.resourcePath ?? ""
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Dictionary(
            uniqueKeysWithValues: languages.filter { $0.hasSuffix(".lproj") }.map { name in
                let data = FileManager.default.contents(atPath: "\(folder)/\(name)/Localizable.strings")
                let table = data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] }
                return (String(name.dropLast(".lproj".count)), table ?? [:])
            })
    }()
}
