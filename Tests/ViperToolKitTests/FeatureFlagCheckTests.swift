import Testing

@testable import ViperToolKit

/// The `feature-flags` rule on planted registries: each flag registered once, read elsewhere, and
/// owned by a team of CODEOWNERS.
@Suite("viper check: the flag registry")
struct FeatureFlagCheckTests {
    static let owners = CodeOwners(text: "/App/  @team-platform\n/Modules/ItemDetail/Sources/  @team-items\n")

    static func registry(_ flags: String, all: String) -> String {
        """
        import Domain

        public enum FeatureFlagRegistry {
        \(flags)
            public static let all: [FeatureFlag] = [\(all)]
        }
        """
    }

    func details(_ registry: String, reading sources: [String]) -> [String] {
        FeatureFlagCheck(codeOwners: Self.owners, target: "AppComposition")
            .violations(registry: registry, otherSources: sources)
            .map(\.detail)
    }

    @Test("a flag registered once, listed, read by the composition root and owned by a team passes")
    func registeredFlagPasses() {
        let registry = Self.registry(
            #"    public static let next = FeatureFlag("item-detail-next", owner: "@team-items", default: false)"#, all: "next")
        #expect(details(registry, reading: ["if FeatureFlagRegistry.next.isOn(in: flags) {}"]).isEmpty)
    }

    @Test("each break is named: a name registered twice, a flag left out of all, read nowhere, owned by no team")
    func plantedBreaks() {
        let registry = Self.registry(
            """
                public static let next = FeatureFlag("item-detail-next", owner: "@team-items", default: false)
                public static let again = FeatureFlag("item-detail-next", owner: "@team-items", default: true)
                public static let orphan = FeatureFlag("orphan", owner: "@team-nobody", default: false)
            """, all: "next, again")
        let found = details(registry, reading: ["FeatureFlagRegistry.next.isOn(in: x); FeatureFlagRegistry.again; FeatureFlagRegistry.orphanage"])
        #expect(found.contains { $0.contains("“item-detail-next” is registered twice: as next (line 4) and as again") })
        #expect(found.contains { $0.contains("orphan is not in FeatureFlagRegistry.all") })
        #expect(found.contains { $0.contains("“orphan” is read nowhere") })
        #expect(found.contains { $0.contains("“orphan” is owned by @team-nobody, which is no team of CODEOWNERS") })
        #expect(found.count == 4)
    }

    @Test("the repository's registry passes")
    func repositoryRegistry() throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(FeatureFlagCheck.registryPath), encoding: .utf8)
        let (flags, listed) = FeatureFlagCheck.declarations(in: text)
        #expect(!flags.isEmpty)
        #expect(flags.map(\.property) == listed)
    }
}
