import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper affected: each selected target's owner from CODEOWNERS, and --by-owner", .onThreadsOfTheirOwn)
struct AffectedOwnerTests {
    private static let base = ChangeBase(ref: "test", commit: "0123456789abcdef0123456789abcdef01234567")

    /// Share's Interface, used by Foo (owned by two teams) and Bar, with tests; A, a service under a catch-all.
    private static let graph = PackageGraph(
        name: "Owned",
        targets: [
            PackageTarget(name: "A", kind: .regular, path: "Services/A"),
            PackageTarget(name: "ShareInterface", kind: .regular, path: "Modules/Share/Interface"),
            PackageTarget(name: "Share", kind: .regular, path: "Modules/Share/Sources", dependencies: [TargetDependency(name: "ShareInterface")]),
            PackageTarget(name: "Foo", kind: .regular, path: "Modules/Foo/Sources", dependencies: [TargetDependency(name: "ShareInterface")]),
            PackageTarget(name: "Bar", kind: .regular, path: "Modules/Bar/Sources", dependencies: [TargetDependency(name: "ShareInterface")]),
            PackageTarget(name: "ShareTests", kind: .test, dependencies: [TargetDependency(name: "Share")]),
            PackageTarget(name: "FooTests", kind: .test, dependencies: [TargetDependency(name: "Foo")]),
            PackageTarget(name: "BarTests", kind: .test, dependencies: [TargetDependency(name: "Bar"), TargetDependency(name: "A")]),
        ])

    private static let codeOwners = CodeOwners(
        text: """
            *                    @team-platform
            /Modules/Share/      @team-share
            /Tests/ShareTests/   @team-share
            /Modules/Foo/        @team-foo @team-bar
            /Modules/Bar/        @team-bar
            /Tests/BarTests/     @team-bar
            /Tests/FooTests/

            """)

    private func affected(_ files: String..., owners: CodeOwners? = Self.codeOwners) -> AffectedResult {
        AffectedAnalysis(graph: Self.graph, codeOwners: owners).result(base: Self.base, changedFiles: files)
    }

    @Test("each selected target gets the owners of the last CODEOWNERS line matching its folder; none without CODEOWNERS")
    func owners() {
        let result = affected("Modules/Share/Interface/ShareInput.swift")
        #expect(
            result.owners == [
                "ShareInterface": ["@team-share"], "Share": ["@team-share"], "Foo": ["@team-foo", "@team-bar"], "Bar": ["@team-bar"],
                "ShareTests": ["@team-share"], "FooTests": [], "BarTests": ["@team-bar"],
            ])
        #expect(result.owner(of: "Foo") == "@team-foo @team-bar")
        #expect(result.owner(of: "FooTests") == AffectedResult.noOwner)
        #expect(result.owningTeams == ["@team-bar", "@team-foo @team-bar", "@team-share", AffectedResult.noOwner])
        #expect(result.targets(ownedBy: "@team-share") == ["Share", "ShareInterface"])
        #expect(result.testTargets(ownedBy: "@team-share") == ["ShareTests"])
        #expect(result.testTargets(ownedBy: AffectedResult.noOwner) == ["FooTests"])
        let unowned = affected("Services/A/A.swift", owners: nil)
        #expect(unowned.owners == nil)
        #expect(unowned.owner(of: "A") == nil)
        #expect(unowned.owningTeams == [AffectedResult.noOwner])
    }

    @Test("--by-owner groups the selected targets and test targets by team, with chains under --why")
    func byOwnerText() {
        let result = affected("Services/A/A.swift", "Modules/Bar/Sources/Bar.swift")
        #expect(
            AffectedReport(result: result, byOwner: true).text == """
                base: test (0123456)
                changed files: 2
                @team-bar: 1 target, 1 test target
                  targets: Bar
                  tests: BarTests
                @team-platform: 1 target, 0 test targets
                  targets: A

                """)
        #expect(
            AffectedReport(result: result, includesWhy: true, byOwner: true).text.contains(
                "@team-bar: 1 target, 1 test target\n  targets:\n    Bar <- Modules/Bar/Sources/Bar.swift\n  tests:\n    BarTests <- A <- Services/A/A.swift\n"
            ))
        let unowned = affected("Services/A/A.swift", owners: nil)
        #expect(
            AffectedReport(result: unowned, byOwner: true).text.contains(
                "no CODEOWNERS: every target is (no owner)\n(no owner): 1 target, 1 test target\n  targets: A\n  tests: BarTests\n"))
    }

    @Test("--why names each target's owner after its chain when the package has CODEOWNERS, and not otherwise")
    func whyNamesOwners() {
        let result = affected("Modules/Share/Interface/ShareInput.swift")
        let text = AffectedReport(result: result, includesWhy: true).text
        #expect(text.contains("  Foo <- ShareInterface <- Modules/Share/Interface/ShareInput.swift (owner @team-foo @team-bar)\n"))
        #expect(text.contains("  FooTests <- Foo <- ShareInterface <- Modules/Share/Interface/ShareInput.swift (no owner)\n"))
        let unowned = AffectedReport(result: affected("Services/A/A.swift", owners: nil), includesWhy: true).text
        #expect(unowned.contains("  A <- Services/A/A.swift\n"))
        #expect(!unowned.contains("owner"))
    }

    @Test("the JSON names each selected target's owners, and groups by team under --by-owner")
    func json() throws {
        let result = affected("Modules/Bar/Sources/Bar.swift")
        let plain = try Self.object(AffectedReport(result: result).json())
        #expect(plain["owners"] as? [String: [String]] == ["Bar": ["@team-bar"], "BarTests": ["@team-bar"]])
        #expect(plain["byOwner"] == nil)
        let grouped = try Self.object(AffectedReport(result: result, includesWhy: true, byOwner: true).json())
        let teams = try #require(grouped["byOwner"] as? [String: [String: [String]]])
        #expect(teams == ["@team-bar": ["targets": ["Bar"], "testTargets": ["BarTests"]]])
        #expect((grouped["why"] as? [String: [String]])?["BarTests"] == ["BarTests", "Bar", "Modules/Bar/Sources/Bar.swift"])
        let unowned = try Self.object(AffectedReport(result: affected("Services/A/A.swift", owners: nil)).json())
        #expect(unowned["owners"] == nil)
    }

    @Test("reading the package from disk takes its CODEOWNERS")
    func fromDisk() async throws {
        let repo = try await GitSandbox(branch: "main")
        defer { repo.remove() }
        try repo.write(
            "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(name: \"Tiny\", targets: [.target(name: \"A\")])\n",
            to: "Package.swift")
        try repo.write("public let a = 1\n", to: "Sources/A/A.swift")
        try repo.write("/Sources/A/ @team-a\n", to: "CODEOWNERS")
        try await repo.commitAll("Tiny package")
        try repo.write("public let a = 2\n", to: "Sources/A/A.swift")
        let result = try await AffectedAnalysis.result(forPackageAt: repo.root, base: "HEAD")
        #expect(result.owners == ["A": ["@team-a"]])
        #expect(AffectedReport(result: result, byOwner: true).text.contains("@team-a: 1 target, 0 test targets\n  targets: A\n"))
    }

    private static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }
}
