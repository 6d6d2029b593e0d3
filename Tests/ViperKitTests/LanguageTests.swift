import Foundation
import Testing

@testable import ViperKit

@Suite("Languages and string tables")
struct LanguageTests {
    @Test(
        "Accept-Language picks the best language the app speaks, by quality and then order, English when it names none; an unreadable quality counts as 1",
        arguments: [
            ("de-DE,de;q=0.9,en;q=0.8", "de"), ("en-US,en;q=0.9,de;q=0.8", "en"), ("fr-FR, de;q=0.5, en;q=0.4", "de"),
            ("fr, it", "en"), ("", "en"), (";;;,,=q", "en"), ("de;q=0, en", "en"), ("en;q=0.2, de;q=0.7", "de"), ("DE-at", "de"),
            ("de;q=abc", "de"), ("de;q=nan, en;q=0.5", "de"),
        ])
    func acceptLanguage(header: String, code: String) {
        #expect(Language(acceptLanguage: header).code == code)
    }

    @Test("a missing header is English; only the codes the app speaks are languages")
    func codes() {
        #expect(Language(acceptLanguage: nil) == .english)
        #expect(Language(code: "de") == .german)
        #expect(Language(code: "xx") == nil)
        #expect(Language.all.map(\.name) == ["English", "Deutsch"])
    }

    @Test("a table reads its language's words from the target's resources, falls back to English, then to the key")
    func table() {
        let german = StringTable(bundle: .module, language: .german)
        #expect(german["sample.title"] == "Anmelden")
        #expect(german["sample.english-only"] == "Only in English")
        #expect(german["no.such.key"] == "no.such.key")
        #expect(german["sample.quoted"] == "Sag \"Hallo\"\ndann geh")
        #expect(german.format("sample.count", 1_234) == "1.234 Artikel", "numbers are written for the language")
        #expect(StringTable(bundle: .module, language: .english).format("sample.count", 1_234) == "1,234 items")
        #expect(StringTable(bundle: .module, language: .english)["sample.title"] == "Log in")
        #expect(german.keys == ["sample.title", "sample.count", "sample.quoted"])
    }

    @Test(
        "placeholders: %@, grouped %ld and %d, positions, %% and 64-bit numbers; any other placeholder is left to Foundation",
        arguments: [
            ("%@ has %ld items", ["Ann", 1_234] as [any CVarArg & Sendable], "Ann has 1.234 items"),
            ("%2$ld–%1$ld of %3$@", [10, 1, "all"], "1–10 of all"),
            ("%d%% done", [5], "5% done"),
            ("%ld", [5_000_000_000], "5.000.000.000"),
            ("%ld and %ld", [-1_234_567, 0], "-1.234.567 and 0"),
            ("no placeholders", [], "no placeholders"),
            ("%.1f km", [2.5], "2,5 km"),
        ])
    func placeholders(format: String, arguments: [any CVarArg & Sendable], expected: String) {
        #expect(Placeholders.fill(format, with: arguments, groupingSeparator: ".", locale: Language.german.locale) == expected)
    }
}
