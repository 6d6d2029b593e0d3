import ArgumentParser
import Foundation
import ViperToolKit

/// `viper check`: enforces the layer rules on the package's manifest and sources.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks the architecture's dependency rules on Package.swift and every target's imports.",
        discussion: "Prints one line per violation (file:line, rule, target) and exits non-zero if there is any."
    )

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        // What the last check parsed is kept in .build, so a check after an edit parses only what changed.
        let cache = ScanCache(file: root.appendingPathComponent(".build/viper-check/scanned.json"))
        let report = try await ArchitectureChecker(cache: cache).check(packageAt: root)
        for violation in report.violations { print(violation) }
        print(report.summary)
        if !report.isClean { throw ExitCode.failure }
    }
}
