import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

// In turn: each test checks a fresh copy of the repository with one file changed, and the scanner
// parses only what it has not read before in this process, so the first test reads the tree and the
// others read their one changed file (at once, all of them would parse every file).
@Suite("viper check on a copy of this repository", .serialized, .onThreadsOfTheirOwn)
struct ArchitectureCheckerTests {
    private let checker = ArchitectureChecker()

    private func violations(after plant: (ArchitectureFixture) throws -> Void) async throws -> (ArchitectureFixture, [ArchitectureViolation]) {
        let fixture = try ArchitectureFixture()
        try plant(fixture)
        let graph = try await PackageDumper().graph(ofPackageAt: fixture.root)
        // Reading 800 files with swift-syntax takes seconds of CPU the first time: the suite runs on
        // threads of its own, so the other suites' async tests are not held meanwhile.
        return (fixture, try checker.check(graph, root: fixture.root).violations)
    }

    @Test("the repository as it is breaks no rule")
    func cleanTreePasses() async throws {
        let (fixture, found) = try await violations { _ in }
        defer { fixture.discard() }
        #expect(found == [])
    }

    @Test("a feature that depends on another feature's implementation is reported at its Feature line")
    func featureOnImplementation() async throws {
        let (fixture, found) = try await violations { fixture in
            try fixture.edit(
                "Package.swift",
                replacing: "let uses = feature.uses.map { Target.Dependency.target(name: $0 + \"Interface\") }",
                with: "let uses = feature.uses.flatMap { [Target.Dependency.target(name: $0 + \"Interface\"), .target(name: $0)] }"
            )
        }
        defer { fixture.discard() }
        // Every feature that uses another now depends on its implementation too, which no file
        // imports; so do its previews, which may use only their own feature's.
        #expect(Set(found.map(\.rule)) == [.featureDependency, .previewsDependency, .unusedDependency])
        let itemsList = try #require(found.first { $0.target == "ItemsList" && $0.rule == .featureDependency })
        #expect(itemsList.file == "Package.swift")
        #expect(try itemsList.line == fixture.line(containing: "Feature(\"ItemsList\""))
        #expect(itemsList.detail.contains("ItemDetail"))
    }

    @Test("a feature source that imports GRDB is reported at the import line")
    func featureImportsGRDB() async throws {
        var file = ""
        let (fixture, found) = try await violations { fixture in
            file = try fixture.firstSwiftFile(in: "Modules/Login/Sources")
            try fixture.prepend("import GRDB", to: file)
        }
        defer { fixture.discard() }
        #expect(
            found == [
                ArchitectureViolation(
                    rule: .thirdParty, target: "Login", file: file, line: 1,
                    detail: "Login imports GRDB, a third-party module"
                )
            ])
    }

    @Test("the host core that imports NIO or the web shell is reported at each import: it knows no platform")
    func hostCoreImportsThePlatform() async throws {
        var file = ""
        let (fixture, found) = try await violations { fixture in
            file = try fixture.firstSwiftFile(in: "App/HostCore")
            try fixture.prepend("import NIOCore\nimport WebShell", to: file)
        }
        defer { fixture.discard() }
        let allowed = "but the host core knows no platform: it may import only Logging, Tracing, ViperKit and the system's modules"
        #expect(
            found == [
                ArchitectureViolation(rule: .hostCore, target: "HostCore", file: file, line: 1, detail: "HostCore imports NIOCore, \(allowed)"),
                ArchitectureViolation(rule: .hostCore, target: "HostCore", file: file, line: 2, detail: "HostCore imports WebShell, \(allowed)"),
            ])
    }

    @Test("an Interface that depends on Networking is reported as using a live service")
    func interfaceOnNetworking() async throws {
        let (fixture, found) = try await violations { fixture in
            try fixture.edit(
                "Package.swift",
                replacing: ".target(name: interface, dependencies: [\"ViperKit\"] + interfaceDomain,",
                with: ".target(name: interface, dependencies: [\"ViperKit\"] + interfaceDomain + (feature.name == \"Login\" ? [\"Networking\"] : []),"
            )
        }
        defer { fixture.discard() }
        let line = try fixture.line(containing: "Feature(\"Login\"")
        #expect(
            found == [
                ArchitectureViolation(
                    rule: .liveService, target: "LoginInterface", file: "Package.swift", line: line,
                    detail: "LoginInterface depends on Networking, a live service"
                ),
                ArchitectureViolation(
                    rule: .unusedDependency, target: "LoginInterface", file: "Package.swift", line: line,
                    detail: "LoginInterface depends on Networking but none of its files imports it"
                ),
            ])
    }

    @Test("a dependency on the App executable is reported at the line that declares it")
    func dependencyOnApp() async throws {
        let (fixture, found) = try await violations { fixture in
            try fixture.edit(
                "Package.swift", replacing: "name: \"WebShellTests\", dependencies: [\"WebShell\",",
                with: "name: \"WebShellTests\", dependencies: [\"App\", \"WebShell\",")
        }
        defer { fixture.discard() }
        let line = try fixture.line(containing: "[\"App\", \"WebShell\",")
        #expect(
            found == [
                ArchitectureViolation(
                    rule: .appDependency, target: "WebShellTests", file: "Package.swift", line: line,
                    detail: "WebShellTests depends on App, the App executable"
                ),
                ArchitectureViolation(
                    rule: .unusedDependency, target: "WebShellTests", file: "Package.swift", line: line,
                    detail: "WebShellTests depends on App but none of its files imports it"
                ),
            ])
    }

    @Test("a cycle between targets is reported once, with its path")
    func cycle() async throws {
        let (fixture, found) = try await violations { fixture in
            try fixture.edit(
                "Package.swift",
                replacing: ".target(name: \"Domain\", path:",
                with: ".target(name: \"Domain\", dependencies: [\"Fakes\"], path:"
            )
        }
        defer { fixture.discard() }
        let line = try fixture.line(containing: ".target(name: \"Domain\"")
        #expect(
            found == [
                ArchitectureViolation(rule: .cycle, target: "Domain", file: "Package.swift", line: line, detail: "Domain -> Fakes -> Domain"),
                ArchitectureViolation(
                    rule: .unusedDependency, target: "Domain", file: "Package.swift", line: line,
                    detail: "Domain depends on Fakes but none of its files imports it"
                ),
            ])
    }

    @Test("a feature whose test folder is gone is reported at its Feature line")
    func missingTests() async throws {
        let (fixture, found) = try await violations { fixture in try fixture.remove("Tests/LoginTests") }
        defer { fixture.discard() }
        #expect(
            try found == [
                ArchitectureViolation(
                    rule: .featureTests, target: "Login", file: "Package.swift",
                    line: fixture.line(containing: "Feature(\"Login\""),
                    detail: "LoginTests has no Swift sources in Tests/LoginTests"
                )
            ])
    }

    @Test("a feature that imports another feature's Interface it does not declare is reported at the import")
    func undeclaredImport() async throws {
        var file = ""
        let (fixture, found) = try await violations { fixture in
            file = try fixture.firstSwiftFile(in: "Modules/ItemsList/Sources")
            try fixture.prepend("internal import LoginInterface", to: file)
        }
        defer { fixture.discard() }
        #expect(
            found == [
                ArchitectureViolation(
                    rule: .undeclaredImport, target: "ItemsList", file: file, line: 1,
                    detail: "ItemsList imports LoginInterface without declaring it in Package.swift"
                )
            ])
    }

    @Test("a test target that imports a package module it does not declare is reported: it builds only by accident in the whole package")
    func undeclaredImportInTests() async throws {
        var file = ""
        let (fixture, found) = try await violations { fixture in
            file = try fixture.firstSwiftFile(in: "Tests/FinalScreenTests")
            try fixture.prepend("import Storage", to: file)
        }
        defer { fixture.discard() }
        #expect(
            found == [
                ArchitectureViolation(
                    rule: .undeclaredImport, target: "FinalScreenTests", file: file, line: 1,
                    detail: "FinalScreenTests imports Storage without declaring it in Package.swift"
                )
            ])
    }

    @Test("a violation prints as one compiler-style line and a clean report as one summary line")
    func printing() {
        let violation = ArchitectureViolation(
            rule: .thirdParty, target: "Login", file: "Modules/Login/Sources/A.swift", line: 3, detail: "Login imports GRDB")
        #expect(
            violation.description
                == "Modules/Login/Sources/A.swift:3: error: [third-party] features, Interfaces, ViperKit and Domain use no third-party module: Login imports GRDB (target Login)"
        )
        #expect(
            ArchitectureReport(violations: [], targetsChecked: 3, filesScanned: 7).summary
                == "viper check: 3 targets checked, 7 files scanned, 0 violations")
    }
}
