import ArgumentParser
import Foundation
import ViperToolKit

/// `viper unused`: the public API and the features nobody uses, with their owning teams.
struct UnusedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unused",
        abstract: "Lists public declarations of Interfaces and Testing kits no other target names, and features nothing reaches.",
        discussion: """
            Read with swift-syntax: a declaration is used when another target's code (tests included) \
            names it; protocol requirements, conformances, initializers and members implementing a \
            protocol's requirement are never listed. A feature is reached when a target other than its \
            own, its previews and the tests names its builder, its Building protocol or its route. Exit \
            status 0, or 1 with --strict when anything is listed.
            """
    )

    @Flag(help: "Fail (exit status 1) when anything is unused, for CI.")
    var strict = false

    @Flag(help: "Print the findings as JSON.")
    var json = false

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let graph = try await PackageDumper().graph(ofPackageAt: root)
        let findings = try UnusedFinder(root: root, graph: graph).findings()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(findings), as: UTF8.self))
        } else {
            for finding in findings { print(finding) }
            let declarations = findings.filter { $0.kind == .declaration }.count
            print(
                "\(declarations) unused declaration\(declarations == 1 ? "" : "s"), \(findings.count - declarations) unreached feature\(findings.count - declarations == 1 ? "" : "s")"
            )
        }
        if strict, !findings.isEmpty { throw ExitCode.failure }
    }
}
