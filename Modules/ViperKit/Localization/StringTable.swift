import Foundation
import Synchronization

/// A module's words in one language: the `Localizable.strings` of the module's own target
/// (`Resources/<code>.lproj/`), read once when the module is built. A key the language lacks falls
/// back to English, and a key English lacks is shown as it is, so a missing word is visible
/// rather than a crash (and `viper check` reports it). Each file is read once per process, so
/// building a module costs no disk reads after the first.
///
/// ```swift
/// let strings = StringTable(bundle: .module, language: .german)
/// strings["login.title"]                  // "Anmelden"
/// strings.format("items.count", 3)        // "3 Artikel" ("%ld Artikel": `%ld` for a Swift `Int`)
/// ```
public struct StringTable: Sendable {
    /// The language the words are in.
    public let language: Language
    private let words: [String: String]
    private let fallback: [String: String]

    /// The table of `bundle` (a target's resource bundle, `Bundle.module`) in `language`.
    public init(bundle: Bundle, language: Language) {
        self.language = language
        words = Self.table(in: bundle, code: language.code)
        fallback = language == .english ? [:] : Self.table(in: bundle, code: Language.english.code)
    }

    /// A table with the given words, for tests and previews.
    public init(language: Language, words: [String: String], fallback: [String: String] = [:]) {
        self.language = language
        self.words = words
        self.fallback = fallback
    }

    /// The word for `key`.
    public subscript(_ key: String) -> String {
        words[key] ?? fallback[key] ?? key
    }

    /// The word for `key`, `nil` when neither the language nor English has one (for words a module
    /// may leave to someone else, such as its own sentence for a failed call).
    public func word(for key: String) -> String? {
        words[key] ?? fallback[key]
    }

    /// The word for `key` with `arguments` put in its `%@`, `%ld` and `%1$@` placeholders (a Swift
    /// `Int` needs `%ld`: `%d` reads only 32 bits of it), numbers
    /// written for the language's locale.
    public func format(_ key: String, _ arguments: any CVarArg...) -> String {
        Placeholders.fill(self[key], with: arguments, groupingSeparator: language.groupingSeparator, locale: language.locale)
    }

    /// Every key of the table in `language` (not the fallback), for checks.
    public var keys: Set<String> { Set(words.keys) }

    /// The tables read so far, by bundle and language code, with the bundles they were read from.
    /// A bundle is told by its identity, not its path (which Foundation works out anew on every
    /// call), and is kept here so its identity is never another bundle's.
    private static let cache = Mutex<(tables: [CacheKey: [String: String]], bundles: [ObjectIdentifier: Bundle])>(([:], [:]))

    /// A bundle's table in one language.
    private struct CacheKey: Hashable {
        let bundle: ObjectIdentifier
        let code: String
    }

    /// The `Localizable.strings` of `code` in `bundle`, or nothing; read once, then cached.
    static func table(in bundle: Bundle, code: String) -> [String: String] {
        let key = CacheKey(bundle: ObjectIdentifier(bundle), code: code)
        if let table = cache.withLock({ $0.tables[key] }) { return table }
        let table = read(in: bundle, code: code)
        cache.withLock { cache in
            cache.tables[key] = table
            cache.bundles[key.bundle] = bundle
        }
        return table
    }

    /// Reads the `Localizable.strings` of `code` in `bundle`.
    private static func read(in bundle: Bundle, code: String) -> [String: String] {
        guard
            let path = bundle.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: code)
                ?? bundle.path(forResource: code, ofType: "lproj").map({ ($0 as NSString).appendingPathComponent("Localizable.strings") }),
            let data = FileManager.default.contents(atPath: path),
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return table
    }
}
