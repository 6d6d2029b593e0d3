import AppComposition
import Domain
import Fakes
import Testing

@Suite("App --flag: a registered flag set for one run")
struct FlagOverrideTests {
    @Test("name=on|off names a registered flag; anything else is refused with a sentence naming the flags there are")
    func parsing() throws {
        #expect(try FlagOverride(parsing: "item-detail-next=on").value == true)
        #expect(try FlagOverride(parsing: "item-detail-next=OFF").value == false)
        #expect(throws: FlagOverrideError.malformed("item-detail-next")) { try FlagOverride(parsing: "item-detail-next") }
        #expect(throws: FlagOverrideError.unknown("dark-mode", known: ["item-detail-next"])) { try FlagOverride(parsing: "dark-mode=on") }
        #expect(throws: FlagOverrideError.badValue("maybe", flag: "item-detail-next")) { try FlagOverride(parsing: "item-detail-next=maybe") }
        #expect(FlagOverrideError.unknown("x", known: ["item-detail-next"]).description.contains("flags: item-detail-next"))
    }

    @Test("an override wins over the account's value for every session; flags it does not name keep the account's")
    func overrides() async throws {
        let factory = ServiceFactory.fakes(itemCount: 0).overridingFlags([try FlagOverride(parsing: "item-detail-next=off")])
        let values = try await factory.makeServices().flags.values().value
        #expect(values == ["item-detail-next": false])
        #expect(FeatureFlagRegistry.itemDetailNext.isOn(in: values) == false)
        #expect(FeatureFlagRegistry.itemDetailNext.isOn(in: [:]) == FeatureFlagRegistry.itemDetailNext.defaultValue)
    }
}
