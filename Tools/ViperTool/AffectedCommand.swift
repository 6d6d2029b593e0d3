import ArgumentParser
import Foundation
import ViperToolKit

/// `viper affected`: which targets and test targets a change touches, so CI builds and tests only those.
struct AffectedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "affected",
        abstract: "Lists the targets and test targets a change affects: the changed ones and everything that depends on them.",
        discussion: """
            The change is every file that differs from the base in git: committed since it, not committed yet, or \
            untracked. A file counts for the target whose folder holds it; Package.swift counts for the targets whose \
            declaration it changes (all of them when third-party packages or package settings change); other files \
            are listed as outside every target and affect nothing.
              viper affected
              viper affected --base origin/main --json
              viper affected --why
              viper affected --by-owner
            With --by-owner the targets are grouped by the team CODEOWNERS gives their folders (the last matching \
            line wins); --why and --json name each target's owner when the package has CODEOWNERS.
            """
    )

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    @Option(help: "The git ref to compare with (default: git merge-base HEAD main).")
    var base: String?

    @Flag(help: "Print a JSON object (for a CI job matrix) instead of lines.")
    var json = false

    @Flag(help: "Show, for each selected target, a shortest chain of dependencies down to what changed.")
    var why = false

    @Flag(help: "Group the selected targets and test targets by the team that owns them in CODEOWNERS.")
    var byOwner = false

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let result: AffectedResult
        do {
            result = try await AffectedAnalysis.result(forPackageAt: root, base: base)
        } catch let error as AffectedError {
            FileHandle.standardError.write(Data("viper affected: \(error)\n".utf8))
            throw ExitCode.failure
        } catch let error as PackageModelError {
            FileHandle.standardError.write(Data("viper affected: \(error)\n".utf8))
            throw ExitCode.failure
        }
        let report = AffectedReport(result: result, includesWhy: why, byOwner: byOwner)
        print(json ? try report.json() : report.text, terminator: "")
    }
}
