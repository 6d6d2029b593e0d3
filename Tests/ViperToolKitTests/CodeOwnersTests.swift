import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("CODEOWNERS: parsing, GitHub's matching, and the ownership rule", .onThreadsOfTheirOwn)
struct CodeOwnersTests {
    @Test("skips comments and blank lines, keeps line numbers, ends a line at a word starting with #")
    func parses() {
        let owners = CodeOwners(
            text: "# Owners\n\n*   @team-platform\n/Modules/Orders/\t@team-orders  @someone # and a comment\n/Tests/\n  # indented comment\n"
        )
        #expect(
            owners.lines == [
                CodeOwnersLine(line: 3, pattern: "*", owners: ["@team-platform"]),
                CodeOwnersLine(line: 4, pattern: "/Modules/Orders/", owners: ["@team-orders", "@someone"]),
                CodeOwnersLine(line: 5, pattern: "/Tests/", owners: []),
            ])
        #expect(owners.path == "CODEOWNERS")
        #expect(CodeOwners(text: "").lines.isEmpty)
    }

    @Test(
        "a pattern matches a folder or a folder holding it: anchored at the root with a leading or inner slash, at any depth without",
        arguments: [
            ("*", "Modules/Orders/Sources", true),
            ("/Modules/", "Modules/Orders/Sources", true),
            ("/Modules/Orders/", "Modules/Orders/Sources", true),
            ("/Modules/Orders", "Modules/Orders/Sources", true),
            ("/Modules/Orders/Sources/", "Modules/Orders/Sources", true),
            ("/Modules/Orders/Sources/View/", "Modules/Orders/Sources", false),
            ("/Modules/Order/", "Modules/Orders/Sources", false),
            ("/Orders/", "Modules/Orders/Sources", false),
            ("Orders/", "Modules/Orders/Sources", true),
            ("Sources", "Modules/Orders/Sources", true),
            ("Modules/*/Testing/", "Modules/Orders/Testing", true),
            ("Modules/*/Testing/", "Modules/Orders/Sources", false),
            ("/Modules/*/", "Modules/Orders/Sources", true),
            ("/Modules/Ord?rs/", "Modules/Orders/Sources", true),
            ("/Modules/O*s/Sources/", "Modules/Orders/Sources", true),
            ("**/Testing/", "Modules/Orders/Testing", true),
            ("/Modules/**/Testing/", "Modules/Orders/Testing", true),
            ("/Modules/**/Testing/", "Tests/OrdersTesting", false),
            ("*.swift", "Modules/Orders/Sources", false),
            ("/Tests/OrdersTests/", "Tests/OrdersTests", true),
            ("/Tests/OrdersTests/", "Tests/OrdersTestsMore", false),
        ])
    func matches(pattern: String, folder: String, expected: Bool) {
        #expect(CodeOwnersLine(line: 1, pattern: pattern, owners: ["@team"]).matches(folder: folder) == expected)
    }

    @Test("the last matching line wins; a folder no line covers has no rule and no owners")
    func lastMatchWins() {
        let owners = CodeOwners(text: "*  @team-platform\n/Modules/ @team-features\n/Modules/Orders/Testing/ @team-qa\n/Tests/\n")
        #expect(owners.rule(forFolder: "Modules/Orders/Testing")?.line == 3)
        #expect(owners.owners(ofFolder: "Modules/Orders/Sources") == ["@team-features"])
        #expect(owners.owners(ofFolder: "App/Main") == ["@team-platform"])
        #expect(owners.owners(ofFolder: "Tests/OrdersTests") == [])
        #expect(owners.rule(forFolder: "Tests/OrdersTests")?.line == 4)
        let partial = CodeOwners(text: "/Modules/ @team-features\n")
        #expect(partial.rule(forFolder: "App/Main") == nil)
        #expect(partial.owners(ofFolder: "App/Main") == [])
    }

    @Test("a package's CODEOWNERS is found where GitHub looks for it, .github/ first; a package without one has none")
    func locations() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-codeowners-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".github"), withIntermediateDirectories: true)
        #expect(CodeOwners.file(inPackageAt: root) == nil)
        try Data("* @root\n".utf8).write(to: root.appendingPathComponent("CODEOWNERS"))
        #expect(CodeOwners.file(inPackageAt: root)?.path == "CODEOWNERS")
        try Data("* @github\n".utf8).write(to: root.appendingPathComponent(".github/CODEOWNERS"))
        let found = try #require(CodeOwners.file(inPackageAt: root))
        #expect(found.path == ".github/CODEOWNERS")
        #expect(found.owners(ofFolder: "Modules/X") == ["@github"])
    }

    @Test("this repository's CODEOWNERS gives every target exactly one team, also without its catch-all, owners in one column")
    func repository() async throws {
        let graph = try await PackageDumper().graph(ofPackageAt: Repository.root)
        let owners = try #require(CodeOwners.file(inPackageAt: Repository.root))
        let withoutCatchAll = CodeOwners(
            text: owners.lines.filter { $0.pattern != "*" }.map { "\($0.pattern) \($0.owners.joined(separator: " "))" }.joined(separator: "\n"))
        for target in graph.targets {
            #expect(owners.owners(ofFolder: target.path).count == 1, "\(target.name) (\(target.path))")
            #expect(withoutCatchAll.owners(ofFolder: target.path).count == 1, "\(target.name) (\(target.path))")
        }
        let text = try String(contentsOf: Repository.root.appendingPathComponent("CODEOWNERS"), encoding: .utf8)
        let columns = Set(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
                line.firstIndex(of: "@").map { line.distance(from: line.startIndex, to: $0) }
            })
        #expect(columns.count == 1, "owners start at columns \(columns.sorted())")
    }

    @Test("an ownership violation names the line, the pattern, the owners and the target; a target no line covers is reported at its declaration")
    func violationDetails() throws {
        let package = try PlantedPackage()
        defer { package.discard() }
        try package.write(
            PlantedPackage.codeOwners.replacingOccurrences(of: "/App/                @team-platform\n", with: "")
                + "/Modules/Orders/Sources/ @team-orders @team-platform\n/Modules/Orders/Testing/\n",
            to: "CODEOWNERS")
        let found = try package.violations()
        #expect(found.allSatisfy { $0.rule == .ownership })
        #expect(
            found.map { "\($0.file):\($0.line) \($0.target)" } == [
                "CODEOWNERS:6 Orders", "CODEOWNERS:7 OrdersTesting", "Package.swift:1 App",
            ])
        #expect(
            found.map(\.detail) == [
                "/Modules/Orders/Sources/ names 2 owners (@team-orders, @team-platform), and it is the last line matching Modules/Orders/Sources/, so Orders has more than one",
                "/Modules/Orders/Testing/ names no owner, and it is the last line matching Modules/Orders/Testing/, so OrdersTesting has none",
                "no line of CODEOWNERS covers App/Main/, so App has no owner",
            ])
        #expect(ArchitectureRule.ownership.rawValue == "ownership")
        #expect(ArchitectureRule.ownership.sentence.contains("exactly one owner"))
    }
}
