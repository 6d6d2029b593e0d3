import Foundation
import Testing
import ViperKitTesting

@testable import ViperToolKit

@Suite("viper api: a breaking change names who it reaches and blocks until the change acknowledges it", .onThreadsOfTheirOwn)
struct APIGateTests {
    private static let base = ChangeBase(ref: "test", commit: "0123456789abcdef0123456789abcdef01234567")

    /// Share's Interface, used by Foo (whose tests use it too) and Bar; App uses Foo.
    private static let graph = PackageGraph(
        name: "Gated",
        targets: [
            PackageTarget(name: "ShareInterface", kind: .regular, path: "Modules/Share/Interface"),
            PackageTarget(name: "Foo", kind: .regular, path: "Modules/Foo/Sources", dependencies: [TargetDependency(name: "ShareInterface")]),
            PackageTarget(name: "Bar", kind: .regular, path: "Modules/Bar/Sources", dependencies: [TargetDependency(name: "ShareInterface")]),
            PackageTarget(name: "App", kind: .executable, path: "App/Main", dependencies: [TargetDependency(name: "Foo")]),
            PackageTarget(name: "FooTests", kind: .test, dependencies: [TargetDependency(name: "Foo")]),
        ])

    private static let codeOwners = CodeOwners(
        text: """
            *               @team-platform
            /Modules/Share/ @team-share
            /Modules/Foo/   @team-foo
            /Modules/Bar/   @team-bar

            """)

    private static func surface(_ source: String) throws -> APISurface {
        var reader = APISurfaceReader(target: "ShareInterface")
        try reader.read(source, file: "Modules/Share/Interface/ShareDelegate.swift")
        return reader.surface()
    }

    private static func gate(acknowledging text: String = "", since baseText: String = "") throws -> APIGateResult {
        let gate = APIGate(graph: graph, baseGraph: graph, codeOwners: codeOwners)
        return gate.result(
            base: base,
            before: ["ShareInterface": try surface("public protocol ShareDelegate { func didShare(id: Int) }")],
            after: ["ShareInterface": try surface("public protocol ShareDelegate { func didShare(id: Int, to: String) }")],
            acknowledgements: APIAcknowledgements(text: text).added(since: APIAcknowledgements(text: baseText)))
    }

    @Test("a breaking change lists every target that depends on it, directly or not, and their owners; it blocks")
    func reachAndOwners() throws {
        let result = try Self.gate()
        let change = try #require(result.changes.first)
        #expect(change.symbol == "ShareInterface.ShareDelegate.didShare(id:)")
        #expect(change.dependents == ["App", "Bar", "Foo", "FooTests"])
        #expect(change.owners == ["@team-bar", "@team-foo", "@team-platform"])
        #expect(!result.passes)
        let text = APIReport(result: result).text
        #expect(text.contains("reaches: App, Bar, Foo, FooTests"))
        #expect(text.contains("ask: @team-bar @team-foo @team-platform"))
        #expect(text.contains("add to API-BREAKS.md: - `ShareInterface.ShareDelegate.didShare(id:)`: <why"))
        #expect(text.hasSuffix("fails: 1 breaking change(s) not acknowledged\n"))
    }

    @Test("an acknowledgement the change adds, with a reason, lets it pass; one already at the base does not")
    func acknowledgement() throws {
        let line = "- `ShareInterface.ShareDelegate.didShare(id:)`: sharing needs a destination; @team-foo and @team-bar agreed\n"
        let accepted = try Self.gate(acknowledging: "# API breaks\n\n" + line)
        #expect(accepted.passes)
        #expect(accepted.changes.first?.acknowledgement == "sharing needs a destination; @team-foo and @team-bar agreed")
        let stale = try Self.gate(acknowledging: line, since: line)
        #expect(!stale.passes)
    }

    @Test("an acknowledgement without a reason, or with the placeholder, acknowledges nothing and fails the gate")
    func acknowledgementWithoutReason() throws {
        let bare = try Self.gate(acknowledging: "- `ShareInterface.ShareDelegate.didShare(id:)`\n")
        #expect(!bare.passes)
        #expect(
            bare.acknowledgementProblems == [
                "API-BREAKS.md:1: `ShareInterface.ShareDelegate.didShare(id:)` has no reason, so it acknowledges nothing"
            ])
        let placeholder = try Self.gate(acknowledging: APIAcknowledgements.line(for: "ShareInterface.ShareDelegate.didShare(id:)") + "\n")
        #expect(!placeholder.passes)
    }

    @Test("an acknowledgement no breaking change names is reported as unused")
    func unusedAcknowledgement() throws {
        let result = try Self.gate(acknowledging: "- `ShareInterface.ShareDelegate.didSahre(id:)`: typo\n")
        #expect(result.unusedAcknowledgements == ["ShareInterface.ShareDelegate.didSahre(id:)"])
        #expect(!result.passes)
    }

    @Test("the JSON names every change with its severity, reach, owners and whether the gate passes")
    func json() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(APIReport(result: try Self.gate()).json().utf8)) as? [String: Any])
        #expect(object["passes"] as? Bool == false)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.first?["severity"] as? String == "breaking")
        #expect(changes.first?["dependents"] as? [String] == ["App", "Bar", "Foo", "FooTests"])
    }

    @Test("in a real git repository: an Interface edit is read at the base and now, reaches its users, and passes once acknowledged")
    func realRepository() async throws {
        let repo = try await GitSandbox(branch: "main")
        defer { repo.remove() }
        try repo.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Gated",
                targets: [
                    .target(name: "ShareInterface", path: "Modules/Share/Interface"),
                    .target(name: "Foo", dependencies: ["ShareInterface"], path: "Modules/Foo/Sources"),
                ]
            )
            """, to: "Package.swift")
        try repo.write("* @team-platform\n/Modules/Foo/ @team-foo\n", to: "CODEOWNERS")
        try repo.write("public protocol ShareDelegate: AnyObject { func didShare(id: Int) }\n", to: "Modules/Share/Interface/ShareDelegate.swift")
        try repo.write("import ShareInterface\npublic struct FooBuilder { public init() {} }\n", to: "Modules/Foo/Sources/FooBuilder.swift")
        try await repo.commitAll("first")

        let unchanged = try await APIGate.result(forPackageAt: repo.root, base: "HEAD")
        #expect(unchanged.targetsRead.isEmpty && unchanged.passes)

        try repo.write(
            "public protocol ShareDelegate: AnyObject { func didShare(id: Int, to: String) }\n", to: "Modules/Share/Interface/ShareDelegate.swift")
        let broken = try await APIGate.result(forPackageAt: repo.root, base: "HEAD")
        #expect(broken.targetsRead == ["ShareInterface"])
        #expect(broken.blocking.map(\.symbol) == ["ShareInterface.ShareDelegate.didShare(id:)"])
        #expect(broken.blocking.first?.dependents == ["Foo"])
        #expect(broken.blocking.first?.owners == ["@team-foo"])

        try repo.write("- `ShareInterface.ShareDelegate.didShare(id:)`: Foo is updated in this change\n", to: "API-BREAKS.md")
        let acknowledged = try await APIGate.result(forPackageAt: repo.root, base: "HEAD")
        #expect(acknowledged.passes)

        await #expect(throws: APIError.self) { try await APIGate.result(forPackageAt: repo.root, base: "no-such-ref") }
        try repo.write("public protocol ShareDelegate { func didShare(id: Int\n", to: "Modules/Share/Interface/ShareDelegate.swift")
        await #expect(throws: APIError.unparsable(file: "Modules/Share/Interface/ShareDelegate.swift")) {
            try await APIGate.result(forPackageAt: repo.root, base: "HEAD")
        }
    }
}
